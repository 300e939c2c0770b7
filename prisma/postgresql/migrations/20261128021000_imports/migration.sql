-- Imports from spreadsheets: the uploads waiting between their steps, the remembered mappings, and a fee account's
-- amount paid before the fee book was kept here (an opening balance, no receipt).
-- CreateTable
CREATE TABLE "FeePaidBefore" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeePaidBefore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportUpload" (
    "id" SERIAL NOT NULL,
    "teacherId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "storeName" TEXT NOT NULL,
    "sheet" TEXT NOT NULL DEFAULT '',
    "mapping" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportMapping" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "headings" TEXT NOT NULL,
    "mapping" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ImportMapping_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FeePaidBefore_accountId_key" ON "FeePaidBefore"("accountId");

-- CreateIndex
CREATE INDEX "ImportUpload_createdAt_idx" ON "ImportUpload"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ImportMapping_kind_headings_key" ON "ImportMapping"("kind", "headings");

-- AddForeignKey
ALTER TABLE "FeePaidBefore" ADD CONSTRAINT "FeePaidBefore_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;
