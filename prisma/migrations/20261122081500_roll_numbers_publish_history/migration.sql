-- AlterTable
ALTER TABLE "Test" ADD COLUMN "publishedAt" DATETIME;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "rollNo" INTEGER;

-- CreateTable
CREATE TABLE "MarkChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "changedById" INTEGER NOT NULL,
    "changedByName" TEXT NOT NULL,
    "changedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "oldMarks" REAL,
    "newMarks" REAL NOT NULL,
    "oldAttempted" BOOLEAN,
    "newAttempted" BOOLEAN NOT NULL,
    "oldRemark" TEXT,
    "newRemark" TEXT,
    CONSTRAINT "MarkChange_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MarkChange_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "MarkChange_testId_changedAt_idx" ON "MarkChange"("testId", "changedAt");

-- CreateIndex
CREATE INDEX "MarkChange_testId_studentId_changedAt_idx" ON "MarkChange"("testId", "studentId", "changedAt");

-- CreateIndex
CREATE UNIQUE INDEX "User_batchId_rollNo_key" ON "User"("batchId", "rollNo");


-- Roll numbers are given in order of registration, inside the database, so that every way a student
-- row is made (sign-up, API, seed, tests) gets one, and two sign-ups at once cannot get the same number.
CREATE TRIGGER "User_rollNo_on_insert" AFTER INSERT ON "User"
WHEN NEW."batchId" IS NOT NULL AND NEW."rollNo" IS NULL
BEGIN
  UPDATE "User" SET "rollNo" = (
    SELECT COALESCE(MAX("rollNo"), 0) + 1 FROM "User" WHERE "batchId" = NEW."batchId"
  ) WHERE "id" = NEW."id";
END;

-- A student moved to another batch goes to the end of that batch's roll.
CREATE TRIGGER "User_rollNo_on_batch_change" AFTER UPDATE OF "batchId" ON "User"
WHEN NEW."batchId" IS NOT NULL AND NEW."batchId" IS NOT OLD."batchId"
BEGIN
  UPDATE "User" SET "rollNo" = (
    SELECT COALESCE(MAX("rollNo"), 0) + 1 FROM "User" WHERE "batchId" = NEW."batchId" AND "id" <> NEW."id"
  ) WHERE "id" = NEW."id";
END;

-- BACKFILL: existing students get roll numbers in order of registration within their batch.
UPDATE "User" SET "rollNo" = (
  SELECT COUNT(*) FROM "User" AS earlier
  WHERE earlier."batchId" = "User"."batchId"
    AND (earlier."createdAt" < "User"."createdAt" OR (earlier."createdAt" = "User"."createdAt" AND earlier."id" <= "User"."id"))
) WHERE "batchId" IS NOT NULL;

-- BACKFILL: results entered before drafts existed were already in front of students: they stay published.
UPDATE "Test" SET "publishedAt" = CURRENT_TIMESTAMP WHERE EXISTS (SELECT 1 FROM "Result" WHERE "Result"."testId" = "Test"."id");
