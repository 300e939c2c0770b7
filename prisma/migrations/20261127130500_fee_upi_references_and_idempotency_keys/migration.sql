-- AlterTable
ALTER TABLE "FeePayment" ADD COLUMN "idempotencyKey" TEXT;

-- AlterTable
ALTER TABLE "FeeUpiReport" ADD COLUMN "idempotencyKey" TEXT;

-- CreateTable
CREATE TABLE "FeeUpiReference" (
    "reference" TEXT NOT NULL PRIMARY KEY,
    "reportId" INTEGER,
    "paymentId" INTEGER,
    CONSTRAINT "FeeUpiReference_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "FeeUpiReport" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeeUpiReference_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "FeePayment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "FeeUpiReference_reportId_key" ON "FeeUpiReference"("reportId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeUpiReference_paymentId_key" ON "FeeUpiReference"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "FeePayment_idempotencyKey_key" ON "FeePayment"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "FeeUpiReport_idempotencyKey_key" ON "FeeUpiReport"("idempotencyKey");

