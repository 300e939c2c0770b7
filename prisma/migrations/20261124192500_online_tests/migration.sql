-- CreateTable
CREATE TABLE "QuestionPaper" (
    "testId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "opensAt" DATETIME,
    "closesAt" DATETIME,
    "durationMinutes" INTEGER NOT NULL DEFAULT 60,
    "shuffleOptions" BOOLEAN NOT NULL DEFAULT false,
    "solutionsAfterClose" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "QuestionPaper_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Question" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "testId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "optionA" TEXT NOT NULL DEFAULT '',
    "optionB" TEXT NOT NULL DEFAULT '',
    "optionC" TEXT NOT NULL DEFAULT '',
    "optionD" TEXT NOT NULL DEFAULT '',
    "answer" TEXT NOT NULL,
    "tolerance" REAL NOT NULL DEFAULT 0,
    "marks" REAL NOT NULL,
    "negativeMarks" REAL NOT NULL DEFAULT 0,
    CONSTRAINT "Question_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Attempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'online',
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" DATETIME NOT NULL,
    "submittedAt" DATETIME,
    "answers" TEXT NOT NULL DEFAULT '{}',
    "review" TEXT NOT NULL DEFAULT '[]',
    "page" INTEGER NOT NULL DEFAULT 1,
    "marks" REAL,
    CONSTRAINT "Attempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExtraAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "grantedById" INTEGER NOT NULL,
    "grantedByName" TEXT NOT NULL,
    "grantedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ExtraAttempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExtraAttempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Question_testId_position_key" ON "Question"("testId", "position");

-- CreateIndex
CREATE INDEX "Attempt_testId_studentId_idx" ON "Attempt"("testId", "studentId");

-- CreateIndex
CREATE INDEX "ExtraAttempt_testId_studentId_idx" ON "ExtraAttempt"("testId", "studentId");
