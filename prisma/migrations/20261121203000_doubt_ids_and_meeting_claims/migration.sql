-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_DoubtRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slotId" INTEGER NOT NULL,
    "userEmail" TEXT NOT NULL,
    "doubtClass" TEXT NOT NULL,
    "doubtType" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "accepted" BOOLEAN NOT NULL DEFAULT false,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "meetingClaimedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DoubtRequest_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "Slot" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_DoubtRequest" ("accepted", "completed", "createdAt", "doubtClass", "doubtType", "id", "slotId", "startsAt", "userEmail") SELECT "accepted", "completed", "createdAt", "doubtClass", "doubtType", "id", "slotId", "startsAt", "userEmail" FROM "DoubtRequest";
DROP TABLE "DoubtRequest";
ALTER TABLE "new_DoubtRequest" RENAME TO "DoubtRequest";
CREATE UNIQUE INDEX "DoubtRequest_slotId_startsAt_key" ON "DoubtRequest"("slotId", "startsAt");
CREATE TABLE "new_Meeting" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "doubtRequestId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "joinUrl" TEXT NOT NULL,
    "startUrl" TEXT NOT NULL,
    "password" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Meeting_doubtRequestId_fkey" FOREIGN KEY ("doubtRequestId") REFERENCES "DoubtRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Meeting" ("createdAt", "doubtRequestId", "externalId", "id", "joinUrl", "password", "provider", "startUrl") SELECT "createdAt", "doubtRequestId", "externalId", "id", "joinUrl", "password", "provider", "startUrl" FROM "Meeting";
DROP TABLE "Meeting";
ALTER TABLE "new_Meeting" RENAME TO "Meeting";
CREATE UNIQUE INDEX "Meeting_doubtRequestId_key" ON "Meeting"("doubtRequestId");
-- Counter ids were guessable, and /thanks/{id} is public: existing requests get random UUIDs (v4 form).
CREATE TEMP TABLE "_doubt_ids" AS SELECT "id" AS "old", lower(
    hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
    substr('89ab', 1 + abs(random()) % 4, 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))
) AS "new" FROM "DoubtRequest";
UPDATE "Meeting" SET "doubtRequestId" = (SELECT "new" FROM "_doubt_ids" WHERE "old" = "Meeting"."doubtRequestId");
UPDATE "DoubtRequest" SET "id" = (SELECT "new" FROM "_doubt_ids" WHERE "old" = "DoubtRequest"."id");
DROP TABLE "_doubt_ids";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

