-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "cancelKey" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "mobile" TEXT;

-- CreateTable
CREATE TABLE "Guardian" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Guardian_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WhatsAppMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "to" TEXT NOT NULL,
    "toName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "notBefore" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelKey" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Guardian_studentId_idx" ON "Guardian"("studentId");

-- CreateIndex
CREATE INDEX "Guardian_mobile_idx" ON "Guardian"("mobile");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_state_notBefore_idx" ON "WhatsAppMessage"("state", "notBefore");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_cancelKey_idx" ON "WhatsAppMessage"("cancelKey");

-- CreateIndex
CREATE INDEX "OutboxMail_cancelKey_idx" ON "OutboxMail"("cancelKey");
