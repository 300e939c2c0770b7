-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    CONSTRAINT "Question_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper" ("testId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Question" ("answer", "id", "kind", "marks", "negativeMarks", "optionA", "optionB", "optionC", "optionD", "position", "section", "testId", "text", "tolerance") SELECT "answer", "id", "kind", "marks", "negativeMarks", "optionA", "optionB", "optionC", "optionD", "position", "section", "testId", "text", "tolerance" FROM "Question";
DROP TABLE "Question";
ALTER TABLE "new_Question" RENAME TO "Question";
CREATE UNIQUE INDEX "Question_testId_position_key" ON "Question"("testId", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
