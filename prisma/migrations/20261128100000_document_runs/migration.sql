-- CreateTable
CREATE TABLE "DocumentRun" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "params" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "fileKey" TEXT,
    "failure" TEXT NOT NULL DEFAULT '',
    "requestedById" INTEGER,
    "idempotencyKey" TEXT,
    "takenAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "DocumentRun_idempotencyKey_key" ON "DocumentRun"("idempotencyKey");

-- CreateIndex
CREATE INDEX "DocumentRun_state_createdAt_idx" ON "DocumentRun"("state", "createdAt");

