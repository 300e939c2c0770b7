-- CreateTable
CREATE TABLE "PaperSection" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "testId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "durationMinutes" INTEGER,
    CONSTRAINT "PaperSection_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BankQuestion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "subject" TEXT NOT NULL,
    "chapter" TEXT NOT NULL,
    "topic" TEXT NOT NULL DEFAULT '',
    "difficulty" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "text" TEXT NOT NULL,
    "optionA" TEXT NOT NULL DEFAULT '',
    "optionB" TEXT NOT NULL DEFAULT '',
    "optionC" TEXT NOT NULL DEFAULT '',
    "optionD" TEXT NOT NULL DEFAULT '',
    "answer" TEXT NOT NULL,
    "tolerance" REAL NOT NULL DEFAULT 0,
    "solution" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "optionImages" TEXT NOT NULL DEFAULT '{}',
    "fingerprint" TEXT NOT NULL,
    "mergedIntoId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "BankQuestionVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "questionId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "savedById" INTEGER,
    "savedBy" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BankQuestionVersion_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "BankQuestion" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TestSeries" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Attempt" (
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
    "visited" TEXT NOT NULL DEFAULT '[]',
    "seconds" TEXT NOT NULL DEFAULT '{}',
    "shownAt" DATETIME,
    "section" INTEGER NOT NULL DEFAULT 1,
    "sectionEndsAt" DATETIME,
    CONSTRAINT "Attempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Attempt" ("answers", "deadline", "id", "marks", "page", "review", "source", "startedAt", "studentId", "submittedAt", "testId") SELECT "answers", "deadline", "id", "marks", "page", "review", "source", "startedAt", "studentId", "submittedAt", "testId" FROM "Attempt";
DROP TABLE "Attempt";
ALTER TABLE "new_Attempt" RENAME TO "Attempt";
CREATE INDEX "Attempt_testId_studentId_idx" ON "Attempt"("testId", "studentId");
CREATE TABLE "new_Question" (
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
    "section" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "optionImages" TEXT NOT NULL DEFAULT '{}',
    "solution" TEXT NOT NULL DEFAULT '',
    "chapter" TEXT NOT NULL DEFAULT '',
    "bankQuestionId" INTEGER,
    "bankVersion" INTEGER,
    CONSTRAINT "Question_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Question" ("answer", "id", "imageAlt", "imageHeight", "imageKey", "imageWidth", "kind", "marks", "negativeMarks", "optionA", "optionB", "optionC", "optionD", "position", "section", "testId", "text", "tolerance") SELECT "answer", "id", "imageAlt", "imageHeight", "imageKey", "imageWidth", "kind", "marks", "negativeMarks", "optionA", "optionB", "optionC", "optionD", "position", "section", "testId", "text", "tolerance" FROM "Question";
DROP TABLE "Question";
ALTER TABLE "new_Question" RENAME TO "Question";
CREATE INDEX "Question_bankQuestionId_idx" ON "Question"("bankQuestionId");
CREATE UNIQUE INDEX "Question_testId_position_key" ON "Question"("testId", "position");
CREATE TABLE "new_QuestionPaper" (
    "testId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "opensAt" DATETIME,
    "closesAt" DATETIME,
    "durationMinutes" INTEGER NOT NULL DEFAULT 60,
    "shuffleOptions" BOOLEAN NOT NULL DEFAULT false,
    "solutionsAfterClose" BOOLEAN NOT NULL DEFAULT true,
    "sectionTiming" TEXT NOT NULL DEFAULT 'one',
    "recipe" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "QuestionPaper_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_QuestionPaper" ("closesAt", "durationMinutes", "opensAt", "shuffleOptions", "solutionsAfterClose", "testId", "updatedAt") SELECT "closesAt", "durationMinutes", "opensAt", "shuffleOptions", "solutionsAfterClose", "testId", "updatedAt" FROM "QuestionPaper";
DROP TABLE "QuestionPaper";
ALTER TABLE "new_QuestionPaper" RENAME TO "QuestionPaper";
CREATE TABLE "new_Test" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "maxMarks" INTEGER NOT NULL DEFAULT 100,
    "batchId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" DATETIME,
    "seriesId" INTEGER,
    CONSTRAINT "Test_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Test_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "TestSeries" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Test_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Test" ("batchId", "createdAt", "date", "id", "maxMarks", "name", "publishedAt", "subjectId") SELECT "batchId", "createdAt", "date", "id", "maxMarks", "name", "publishedAt", "subjectId" FROM "Test";
DROP TABLE "Test";
ALTER TABLE "new_Test" RENAME TO "Test";
CREATE INDEX "Test_batchId_idx" ON "Test"("batchId");
CREATE INDEX "Test_subjectId_idx" ON "Test"("subjectId");
CREATE INDEX "Test_seriesId_idx" ON "Test"("seriesId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "PaperSection_testId_position_key" ON "PaperSection"("testId", "position");

-- CreateIndex
CREATE INDEX "BankQuestion_subject_chapter_idx" ON "BankQuestion"("subject", "chapter");

-- CreateIndex
CREATE INDEX "BankQuestion_fingerprint_idx" ON "BankQuestion"("fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "BankQuestionVersion_questionId_version_key" ON "BankQuestionVersion"("questionId", "version");

