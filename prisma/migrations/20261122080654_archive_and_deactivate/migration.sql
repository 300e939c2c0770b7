-- AlterTable
ALTER TABLE "Batch" ADD COLUMN "archivedAt" DATETIME;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "deactivatedAt" DATETIME;
