-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_FeeUpiReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "transactionId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "paymentId" INTEGER,
    "idempotencyKey" TEXT,
    "guardianId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeeUpiReport_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeeUpiReport_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_FeeUpiReport" ("accountId", "amountPaise", "createdAt", "id", "idempotencyKey", "paymentId", "rejectReason", "state", "transactionId") SELECT "accountId", "amountPaise", "createdAt", "id", "idempotencyKey", "paymentId", "rejectReason", "state", "transactionId" FROM "FeeUpiReport";
DROP TABLE "FeeUpiReport";
ALTER TABLE "new_FeeUpiReport" RENAME TO "FeeUpiReport";
CREATE UNIQUE INDEX "FeeUpiReport_idempotencyKey_key" ON "FeeUpiReport"("idempotencyKey");
CREATE INDEX "FeeUpiReport_state_idx" ON "FeeUpiReport"("state");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

