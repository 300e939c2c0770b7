-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL,
    "occasion" TEXT NOT NULL,
    "ranAt" DATETIME NOT NULL,

    PRIMARY KEY ("name", "occasion")
);

-- CreateIndex
CREATE INDEX "JobRun_ranAt_idx" ON "JobRun"("ranAt");
