-- CreateTable
CREATE TABLE "StudentPhoto" (
    "studentId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudentPhoto_pkey" PRIMARY KEY ("studentId")
);

-- CreateTable
CREATE TABLE "ReportRemarks" (
    "studentId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "writtenById" INTEGER,
    "writtenBy" TEXT NOT NULL DEFAULT '',
    "writtenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportRemarks_pkey" PRIMARY KEY ("studentId")
);

-- CreateTable
CREATE TABLE "IdCardLink" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER,
    "seed" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdCardLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IdCardLink_studentId_key" ON "IdCardLink"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "IdCardLink_tokenHash_key" ON "IdCardLink"("tokenHash");

-- AddForeignKey
ALTER TABLE "StudentPhoto" ADD CONSTRAINT "StudentPhoto_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRemarks" ADD CONSTRAINT "ReportRemarks_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdCardLink" ADD CONSTRAINT "IdCardLink_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

