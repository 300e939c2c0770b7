-- CreateTable
CREATE TABLE "SiteSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "name" TEXT NOT NULL,
    "tagline" TEXT NOT NULL DEFAULT '',
    "contactEmail" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "mapUrl" TEXT NOT NULL DEFAULT '',
    "instagramUrl" TEXT NOT NULL DEFAULT '',
    "youtubeUrl" TEXT NOT NULL DEFAULT '',
    "whatsappNumber" TEXT NOT NULL DEFAULT '',
    "facebookUrl" TEXT NOT NULL DEFAULT '',
    "logoKey" TEXT,
    "logoWidth" INTEGER,
    "teacherName" TEXT NOT NULL DEFAULT '',
    "teacherTitle" TEXT NOT NULL DEFAULT '',
    "teacherBio" TEXT NOT NULL DEFAULT '',
    "teacherPhotoKey" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SiteTopper" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "className" TEXT NOT NULL,
    "score" TEXT NOT NULL,
    "photoKey" TEXT,
    "highlighted" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "SitePlan" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "features" TEXT NOT NULL,
    "mostPopular" BOOLEAN NOT NULL DEFAULT false,
    "leadsTo" TEXT NOT NULL,
    "position" INTEGER NOT NULL
);
