-- CreateTable
CREATE TABLE "WhatsAppBatchText" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "batchId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "sentAt" DATETIME,
    "familiesToldAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WhatsAppBatchText_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_WhatsAppMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "to" TEXT NOT NULL,
    "toName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "heading" TEXT,
    "familyLine" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "notBefore" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelKey" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "batchTextId" INTEGER,
    CONSTRAINT "WhatsAppMessage_batchTextId_fkey" FOREIGN KEY ("batchTextId") REFERENCES "WhatsAppBatchText" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_WhatsAppMessage" ("cancelKey", "createdAt", "id", "notBefore", "sentAt", "state", "text", "to", "toName") SELECT "cancelKey", "createdAt", "id", "notBefore", "sentAt", "state", "text", "to", "toName" FROM "WhatsAppMessage";
DROP TABLE "WhatsAppMessage";
ALTER TABLE "new_WhatsAppMessage" RENAME TO "WhatsAppMessage";
CREATE INDEX "WhatsAppMessage_state_notBefore_idx" ON "WhatsAppMessage"("state", "notBefore");
CREATE INDEX "WhatsAppMessage_cancelKey_idx" ON "WhatsAppMessage"("cancelKey");
CREATE INDEX "WhatsAppMessage_batchTextId_idx" ON "WhatsAppMessage"("batchTextId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "WhatsAppBatchText_state_idx" ON "WhatsAppBatchText"("state");

