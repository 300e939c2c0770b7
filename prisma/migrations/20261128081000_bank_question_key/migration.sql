-- AlterTable
ALTER TABLE "BankQuestion" ADD COLUMN "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "BankQuestion_idempotencyKey_key" ON "BankQuestion"("idempotencyKey");
