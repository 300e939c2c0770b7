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
    "drawn" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Attempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Attempt" ("answers", "deadline", "id", "marks", "page", "review", "seconds", "section", "sectionEndsAt", "shownAt", "source", "startedAt", "studentId", "submittedAt", "testId", "visited") SELECT "answers", "deadline", "id", "marks", "page", "review", "seconds", "section", "sectionEndsAt", "shownAt", "source", "startedAt", "studentId", "submittedAt", "testId", "visited" FROM "Attempt";
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
    "difficulty" TEXT NOT NULL DEFAULT '',
    "chapter" TEXT NOT NULL DEFAULT '',
    "bankQuestionId" INTEGER,
    "bankVersion" INTEGER,
    CONSTRAINT "Question_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Question" ("answer", "bankQuestionId", "bankVersion", "chapter", "id", "imageAlt", "imageHeight", "imageKey", "imageWidth", "kind", "marks", "negativeMarks", "optionA", "optionB", "optionC", "optionD", "optionImages", "position", "section", "solution", "testId", "text", "tolerance") SELECT "answer", "bankQuestionId", "bankVersion", "chapter", "id", "imageAlt", "imageHeight", "imageKey", "imageWidth", "kind", "marks", "negativeMarks", "optionA", "optionB", "optionC", "optionD", "optionImages", "position", "section", "solution", "testId", "text", "tolerance" FROM "Question";
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
    "drawPerStudent" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "QuestionPaper_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_QuestionPaper" ("closesAt", "durationMinutes", "opensAt", "recipe", "sectionTiming", "shuffleOptions", "solutionsAfterClose", "testId", "updatedAt") SELECT "closesAt", "durationMinutes", "opensAt", "recipe", "sectionTiming", "shuffleOptions", "solutionsAfterClose", "testId", "updatedAt" FROM "QuestionPaper";
DROP TABLE "QuestionPaper";
ALTER TABLE "new_QuestionPaper" RENAME TO "QuestionPaper";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

