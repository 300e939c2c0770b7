-- CreateTable
CREATE TABLE "FeeTaxDocument" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeeTaxDocument_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "FeePayment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeDocumentCounter" (
    "series" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "StudentTaxDetails" (
    "studentId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gstin" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "StudentTaxDetails_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_FeeDue" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "taxPaise" INTEGER NOT NULL DEFAULT 0,
    "paidPaise" INTEGER NOT NULL DEFAULT 0,
    "dueOn" TEXT NOT NULL,
    CONSTRAINT "FeeDue_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FeeDue" ("accountId", "amountPaise", "dueOn", "id", "paidPaise", "position") SELECT "accountId", "amountPaise", "dueOn", "id", "paidPaise", "position" FROM "FeeDue";
DROP TABLE "FeeDue";
ALTER TABLE "new_FeeDue" RENAME TO "FeeDue";
CREATE INDEX "FeeDue_dueOn_idx" ON "FeeDue"("dueOn");
CREATE UNIQUE INDEX "FeeDue_accountId_position_key" ON "FeeDue"("accountId", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "FeeTaxDocument_number_key" ON "FeeTaxDocument"("number");

-- CreateIndex
CREATE INDEX "FeeTaxDocument_issuedOn_idx" ON "FeeTaxDocument"("issuedOn");

-- CreateIndex
CREATE UNIQUE INDEX "FeeTaxDocument_paymentId_kind_key" ON "FeeTaxDocument"("paymentId", "kind");

