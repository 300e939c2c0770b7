-- Imports from spreadsheets: the uploads waiting between their steps, the remembered mappings, and a fee account's
-- amount paid before the fee book was kept here (an opening balance, no receipt).
-- CreateTable
CREATE TABLE "FeePaidBefore" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeePaidBefore_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ImportUpload" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "teacherId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "storeName" TEXT NOT NULL,
    "sheet" TEXT NOT NULL DEFAULT '',
    "mapping" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ImportMapping" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "headings" TEXT NOT NULL,
    "mapping" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "FeePaidBefore_accountId_key" ON "FeePaidBefore"("accountId");

-- CreateIndex
CREATE INDEX "ImportUpload_createdAt_idx" ON "ImportUpload"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ImportMapping_kind_headings_key" ON "ImportMapping"("kind", "headings");

