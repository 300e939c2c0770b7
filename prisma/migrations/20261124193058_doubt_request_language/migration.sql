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
    "holdsSlot" BOOLEAN DEFAULT true,
    "cancelledAt" DATETIME,
    "declinedAt" DATETIME,
    "declineMessage" TEXT NOT NULL DEFAULT '',
    "remindedAt" DATETIME,
    "language" TEXT NOT NULL DEFAULT 'en',
    CONSTRAINT "DoubtRequest_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "Slot" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_DoubtRequest" ("accepted", "cancelledAt", "completed", "createdAt", "declineMessage", "declinedAt", "doubtClass", "doubtType", "holdsSlot", "id", "meetingClaimedAt", "remindedAt", "slotId", "startsAt", "userEmail") SELECT "accepted", "cancelledAt", "completed", "createdAt", "declineMessage", "declinedAt", "doubtClass", "doubtType", "holdsSlot", "id", "meetingClaimedAt", "remindedAt", "slotId", "startsAt", "userEmail" FROM "DoubtRequest";
DROP TABLE "DoubtRequest";
ALTER TABLE "new_DoubtRequest" RENAME TO "DoubtRequest";
CREATE INDEX "DoubtRequest_userEmail_idx" ON "DoubtRequest"("userEmail");
CREATE UNIQUE INDEX "DoubtRequest_slotId_startsAt_holdsSlot_key" ON "DoubtRequest"("slotId", "startsAt", "holdsSlot");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
