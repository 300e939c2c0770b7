-- CreateTable
CREATE TABLE "FeePlan" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "batchId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "retiredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeePlan_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeInstalment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "planId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "dueOn" TEXT NOT NULL,
    CONSTRAINT "FeeInstalment_planId_fkey" FOREIGN KEY ("planId") REFERENCES "FeePlan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "planId" INTEGER NOT NULL,
    "discountPaise" INTEGER NOT NULL DEFAULT 0,
    "discountReason" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeeAccount_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeeAccount_planId_fkey" FOREIGN KEY ("planId") REFERENCES "FeePlan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeDue" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "paidPaise" INTEGER NOT NULL DEFAULT 0,
    "dueOn" TEXT NOT NULL,
    CONSTRAINT "FeeDue_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeePayment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "paidOn" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "receiptNo" TEXT NOT NULL,
    "balanceAfterPaise" INTEGER NOT NULL,
    "recordedById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeePayment_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeReversal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paymentId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "reversedById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeeReversal_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "FeePayment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeReceiptCounter" (
    "year" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "FeeReminder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "sentOn" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeeReminder_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeeUpiReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "transactionId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "paymentId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeeUpiReport_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "FeePlan_batchId_idx" ON "FeePlan"("batchId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeInstalment_planId_position_key" ON "FeeInstalment"("planId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "FeeAccount_studentId_key" ON "FeeAccount"("studentId");

-- CreateIndex
CREATE INDEX "FeeAccount_planId_idx" ON "FeeAccount"("planId");

-- CreateIndex
CREATE INDEX "FeeDue_dueOn_idx" ON "FeeDue"("dueOn");

-- CreateIndex
CREATE UNIQUE INDEX "FeeDue_accountId_position_key" ON "FeeDue"("accountId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "FeePayment_receiptNo_key" ON "FeePayment"("receiptNo");

-- CreateIndex
CREATE INDEX "FeePayment_accountId_idx" ON "FeePayment"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeReversal_paymentId_key" ON "FeeReversal"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeReminder_accountId_sentOn_key" ON "FeeReminder"("accountId", "sentOn");

-- CreateIndex
CREATE INDEX "FeeUpiReport_state_idx" ON "FeeUpiReport"("state");
