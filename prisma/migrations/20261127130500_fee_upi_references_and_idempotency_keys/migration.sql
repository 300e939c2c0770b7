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


-- The UPI transaction ids already held, written as upiReferenceKey writes them (spaces gone, upper case):
-- payments not reversed first, then waiting reports. Where one id was taken twice before this rule, the
-- first keeps it; confirming a later report of it is then refused.
INSERT OR IGNORE INTO "FeeUpiReference" ("reference", "paymentId")
SELECT upper(replace(replace(trim("reference"), ' ', ''), char(9), '')), "id" FROM "FeePayment"
WHERE "mode" = 'upi' AND trim("reference") <> ''
  AND NOT EXISTS (SELECT 1 FROM "FeeReversal" WHERE "FeeReversal"."paymentId" = "FeePayment"."id")
ORDER BY "id";

INSERT OR IGNORE INTO "FeeUpiReference" ("reference", "reportId")
SELECT upper(replace(replace(trim("transactionId"), ' ', ''), char(9), '')), "id" FROM "FeeUpiReport"
WHERE "state" = 'waiting'
ORDER BY "id";
