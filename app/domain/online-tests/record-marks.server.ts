import type { Prisma } from "~/generated/prisma/client";
import { type AnswerSet, type KeyedQuestion, markAnswers, type QuestionKind } from "../marks/marking";
import { type ChangedBy, writeResults } from "../marks/sheet.server";

type Tx = Prisma.TransactionClient;

/** A paper's answer key in the order of its questions, read inside the caller's transaction. */
export async function answerKey(tx: Pick<Tx, "question">, testId: number): Promise<KeyedQuestion[]> {
  const questions = await tx.question.findMany({
    where: { testId },
    orderBy: { position: "asc" },
    select: { position: true, kind: true, answer: true, tolerance: true, marks: true, negativeMarks: true },
  });
  return questions.map((question) => ({ ...question, kind: question.kind as QuestionKind }));
}

export const answersOf = (json: string): AnswerSet => JSON.parse(json) as AnswerSet;

/**
 * Marks attempts against the key and writes each total as the student's draft result, with the mark
 * history, through the marks area's own writer, in the caller's transaction. A remark the teacher wrote
 * stays.
 */
export async function recordMarks(
  tx: Tx,
  testId: number,
  key: KeyedQuestion[],
  attempts: { id: number; studentId: number; answers: string }[],
  by: ChangedBy,
) {
  if (attempts.length === 0) return;
  const remarks = new Map(
    (
      await tx.result.findMany({
        where: { testId, studentId: { in: attempts.map((attempt) => attempt.studentId) } },
        select: { studentId: true, remark: true },
      })
    ).map((result) => [result.studentId, result.remark ?? ""]),
  );
  const rows = [];
  for (const attempt of attempts) {
    const { total } = markAnswers(key, answersOf(attempt.answers));
    await tx.attempt.update({ where: { id: attempt.id }, data: { marks: total } });
    rows.push({
      student_id: attempt.studentId,
      marks: total,
      attempted: true,
      remark: remarks.get(attempt.studentId) ?? "",
    });
  }
  await writeResults(tx, testId, rows, by);
}

/** Each student's attempt that counts: their latest submitted one. */
export async function countingAttempts(tx: Pick<Tx, "attempt">, testId: number) {
  const submitted = await tx.attempt.findMany({
    where: { testId, submittedAt: { not: null } },
    orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
    select: { id: true, studentId: true, answers: true, source: true },
  });
  return [...new Map(submitted.map((attempt) => [attempt.studentId, attempt])).values()];
}
