-- AlterTable
ALTER TABLE "Attempt" ADD COLUMN     "drawn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Question" ADD COLUMN     "difficulty" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "QuestionPaper" ADD COLUMN     "drawPerStudent" BOOLEAN NOT NULL DEFAULT false;

