-- Limits and the sign-in throttle move from one process's memory to the database, so several instances count together.
-- CreateTable
CREATE TABLE "LimitCount" (
    "key" TEXT NOT NULL,
    "count" DOUBLE PRECISION NOT NULL,
    "startedAt" DOUBLE PRECISION NOT NULL,
    "lastAt" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "LimitCount_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SignInAddress" (
    "account" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "at" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "SignInAddress_pkey" PRIMARY KEY ("account","address")
);

-- CreateIndex
CREATE INDEX "LimitCount_lastAt_idx" ON "LimitCount"("lastAt");

-- CreateIndex
CREATE INDEX "SignInAddress_at_idx" ON "SignInAddress"("at");

