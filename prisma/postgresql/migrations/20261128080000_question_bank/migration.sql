-- AlterTable
ALTER TABLE "Attempt" ADD COLUMN     "seconds" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "section" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "sectionEndsAt" TIMESTAMP(3),
ADD COLUMN     "shownAt" TIMESTAMP(3),
ADD COLUMN     "visited" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Question" ADD COLUMN     "bankQuestionId" INTEGER,
ADD COLUMN     "bankVersion" INTEGER,
ADD COLUMN     "chapter" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "optionImages" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "solution" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "QuestionPaper" ADD COLUMN     "recipe" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sectionTiming" TEXT NOT NULL DEFAULT 'one';

-- AlterTable
ALTER TABLE "Test" ADD COLUMN     "seriesId" INTEGER;

-- CreateTable
CREATE TABLE "PaperSection" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "durationMinutes" INTEGER,

    CONSTRAINT "PaperSection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankQuestion" (
    "id" SERIAL NOT NULL,
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
    "tolerance" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "solution" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "optionImages" TEXT NOT NULL DEFAULT '{}',
    "fingerprint" TEXT NOT NULL,
    "mergedIntoId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BankQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankQuestionVersion" (
    "id" SERIAL NOT NULL,
    "questionId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "savedById" INTEGER,
    "savedBy" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankQuestionVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TestSeries" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TestSeries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaperSection_testId_position_key" ON "PaperSection"("testId", "position");

-- CreateIndex
CREATE INDEX "BankQuestion_subject_chapter_idx" ON "BankQuestion"("subject", "chapter");

-- CreateIndex
CREATE INDEX "BankQuestion_fingerprint_idx" ON "BankQuestion"("fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "BankQuestionVersion_questionId_version_key" ON "BankQuestionVersion"("questionId", "version");

-- CreateIndex
CREATE INDEX "Question_bankQuestionId_idx" ON "Question"("bankQuestionId");

-- CreateIndex
CREATE INDEX "Test_seriesId_idx" ON "Test"("seriesId");

-- AddForeignKey
ALTER TABLE "Test" ADD CONSTRAINT "Test_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "TestSeries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaperSection" ADD CONSTRAINT "PaperSection_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper"("testId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankQuestionVersion" ADD CONSTRAINT "BankQuestionVersion_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "BankQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

