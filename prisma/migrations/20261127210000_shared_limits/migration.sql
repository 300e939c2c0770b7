-- Limits and the sign-in throttle move from one process's memory to the database, so several instances count together.
-- CreateTable
CREATE TABLE "LimitCount" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" REAL NOT NULL,
    "startedAt" REAL NOT NULL,
    "lastAt" REAL NOT NULL
);

-- CreateTable
CREATE TABLE "SignInAddress" (
    "account" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "at" REAL NOT NULL,

    PRIMARY KEY ("account", "address")
);

-- CreateIndex
CREATE INDEX "LimitCount_lastAt_idx" ON "LimitCount"("lastAt");

-- CreateIndex
CREATE INDEX "SignInAddress_at_idx" ON "SignInAddress"("at");

