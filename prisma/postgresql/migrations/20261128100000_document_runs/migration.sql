-- CreateTable
CREATE TABLE "DocumentRun" (
    "id" SERIAL NOT NULL,
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
    "takenAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "DocumentRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DocumentRun_idempotencyKey_key" ON "DocumentRun"("idempotencyKey");

-- CreateIndex
CREATE INDEX "DocumentRun_state_createdAt_idx" ON "DocumentRun"("state", "createdAt");

