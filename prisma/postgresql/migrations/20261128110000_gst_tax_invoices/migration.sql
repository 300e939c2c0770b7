-- AlterTable
ALTER TABLE "FeeDue" ADD COLUMN     "taxPaise" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "FeeTaxDocument" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issuedOn" TEXT NOT NULL,
    "supplierName" TEXT NOT NULL,
    "supplierAddress" TEXT NOT NULL,
    "supplierGstin" TEXT NOT NULL,
    "supplierState" TEXT NOT NULL,
    "recipientName" TEXT NOT NULL,
    "recipientGstin" TEXT NOT NULL DEFAULT '',
    "recipientState" TEXT NOT NULL DEFAULT '',
    "placeOfSupply" TEXT NOT NULL,
    "sac" TEXT NOT NULL,
    "taxablePaise" INTEGER NOT NULL,
    "cgstPaise" INTEGER NOT NULL,
    "sgstPaise" INTEGER NOT NULL,
    "igstPaise" INTEGER NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeeTaxDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeDocumentCounter" (
    "series" TEXT NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "FeeDocumentCounter_pkey" PRIMARY KEY ("series")
);

-- CreateTable
CREATE TABLE "StudentTaxDetails" (
    "studentId" INTEGER NOT NULL,
    "gstin" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StudentTaxDetails_pkey" PRIMARY KEY ("studentId")
);

-- CreateIndex
CREATE UNIQUE INDEX "FeeTaxDocument_number_key" ON "FeeTaxDocument"("number");

-- CreateIndex
CREATE INDEX "FeeTaxDocument_issuedOn_idx" ON "FeeTaxDocument"("issuedOn");

-- CreateIndex
CREATE UNIQUE INDEX "FeeTaxDocument_paymentId_kind_key" ON "FeeTaxDocument"("paymentId", "kind");

-- AddForeignKey
ALTER TABLE "FeeTaxDocument" ADD CONSTRAINT "FeeTaxDocument_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "FeePayment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentTaxDetails" ADD CONSTRAINT "StudentTaxDetails_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
