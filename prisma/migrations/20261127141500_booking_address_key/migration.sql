-- AlterTable
ALTER TABLE "DoubtRequest" ADD COLUMN "bookedFrom" TEXT;

-- CreateIndex
CREATE INDEX "DoubtRequest_bookedFrom_idx" ON "DoubtRequest"("bookedFrom");

