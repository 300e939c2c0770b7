import { Prisma } from "~/generated/prisma/client";
import { type AnswerSet, type KeyedQuestion, markAnswers, type QuestionKind } from "../marks/marking";
import { type ChangedBy, writeResults } from "../marks/sheet.server";
import { givenOf, type SectionedQuestion } from "./sections";

type Tx = Prisma.TransactionClient;

/** A paper's answer key in the order of its questions, read inside the caller's transaction. */
export async function answerKey(tx: Pick<Tx, "question">, testId: number): Promise<SectionedQuestion[]> {
  const questions = await tx.question.findMany({
    where: { testId },
    orderBy: { position: "asc" },
    select: {
      position: true,
      kind: true,
      answer: true,
      tolerance: true,
      marks: true,
      negativeMarks: true,
      section: true,
    },
  });
  return questions.map((question) => ({ ...question, kind: question.kind as QuestionKind }));
}

export const answersOf = (json: string): AnswerSet => JSON.parse(json) as AnswerSet;

/**
 * Marks attempts against the key and writes each total as the student's draft result, with the mark
 * history, through the marks area's own writer, in the caller's transaction: the attempts' marks in one
 * UPDATE, the results in one read and a write per changed mark. A remark the teacher wrote stays.
 */
export async function recordMarks(
  tx: Tx,
  testId: number,
  key: KeyedQuestion[],
  attempts: { id: number; studentId: number; answers: string; drawn: string }[],
  by: ChangedBy,
) {
  if (attempts.length === 0) return;
  // Each attempt against the questions it was given: its own draw, or the whole paper.
  const marked = attempts.map((attempt) => ({
    ...attempt,
    total: markAnswers(givenOf(attempt.drawn, key), answersOf(attempt.answers)).total,
  }));
  const cases = Prisma.join(
    marked.map((attempt) => Prisma.sql`WHEN ${attempt.id} THEN ${attempt.total}`),
    " ",
  );
  const ids = Prisma.join(marked.map((attempt) => attempt.id));
  // PostgreSQL reads the parameters of a CASE as text, so the cast makes the result the column's type.
  await tx.$executeRaw`UPDATE "Attempt" SET "marks" = CAST(CASE "id" ${cases} END AS DOUBLE PRECISION) WHERE "id" IN (${ids})`;
  await writeMarks(tx, testId, marked, by);
}

/** The totals as the students' draft results, keeping each teacher's remark. */
export const writeMarks = (tx: Tx, testId: number, marked: { studentId: number; total: number }[], by: ChangedBy) =>
  writeResults(
    tx,
    testId,
    marked.map((attempt) => ({ student_id: attempt.studentId, marks: attempt.total, attempted: true })),
    by,
    { keepRemarks: true },
  );

/** Each student's attempt that counts: their latest submitted one. */
export async function countingAttempts(tx: Pick<Tx, "attempt">, testId: number) {
  const submitted = await tx.attempt.findMany({
    where: { testId, submittedAt: { not: null } },
    orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
    select: { id: true, studentId: true, answers: true, source: true, drawn: true },
  });
  return [...new Map(submitted.map((attempt) => [attempt.studentId, attempt])).values()];
}
