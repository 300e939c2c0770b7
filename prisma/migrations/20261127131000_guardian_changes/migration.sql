-- CreateTable
CREATE TABLE "GuardianChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "guardianId" INTEGER,
    "name" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "proposedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GuardianChange_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GuardianChange_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GuardianChange_guardianId_key" ON "GuardianChange"("guardianId");

-- CreateIndex
CREATE INDEX "GuardianChange_studentId_idx" ON "GuardianChange"("studentId");

