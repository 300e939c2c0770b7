import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import { type ResultRow, resultRowSchemaFor } from "~/schemas/marks";
import { MESSAGES } from "~/schemas/words";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { studentsOnSheetsOf } from "../access/rules.server";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { findTest, registeredStudents } from "./tests.server";

/** How many rows a test's marks sheet has: one per student on its subject's sheets (the access rule). */
export async function sheetRowCount(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  return db.user.count({ where: studentsOnSheetsOf(test.subjectId) });
}

/** A test's saved results in the order they were first entered. */
export async function getResults(actor: Actor, testId: number) {
  assertTeacher(actor);
  await findTest(testId);
  const results = await db.result.findMany({
    where: { testId },
    orderBy: { id: "asc" },
    select: { id: true, studentId: true, marks: true, attempted: true, remark: true },
  });
  return results.map((result) => ({ ...result, remark: result.remark ?? "" }));
}

/**
 * One row per registered student in roll-number order, with their result if one is saved: what the
 * teacher's marks sheet edits and what a CSV export holds. A student with no result is "not entered".
 */
export async function resultSheet(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const [students, results, questions] = await Promise.all([
    registeredStudents(test.subjectId),
    db.result.findMany({
      where: { testId },
      select: { id: true, studentId: true, marks: true, attempted: true, remark: true },
    }),
    db.question.count({ where: { testId } }),
  ]);
  const byStudent = new Map(results.map((result) => [result.studentId, result]));
  return {
    test: {
      id: test.id,
      name: test.name,
      date: test.date,
      maxMarks: test.maxMarks,
      published: test.publishedAt !== null,
      /** A paper test with a question paper is marked from answer strings ('Enter answers'). */
      hasPaper: questions > 0,
    },
    rows: students.map((student) => ({ student, result: byStudent.get(student.id) })),
    hasResults: results.length > 0,
  };
}

/**
 * Checks a whole marks sheet without saving: each row by the row schema of this test (its maximum among
 * the rules), every row a student of the subject, once. Problems come back at their rows
 * (`results[line].…`); one bad row saves nothing.
 */
async function checkedTest(testId: number, rows: ResultRow[]) {
  if (rows.length === 0) throw invalid(MESSAGES.fillEntries);
  const test = await findTest(testId);
  const rowSchema = resultRowSchemaFor(test.maxMarks, say);
  const registered = new Set((await registeredStudents(test.subjectId)).map((student) => student.id));
  const fieldErrors: Record<string, string[]> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const at = `results[${row.line ?? index}]`;
    for (const issue of rowSchema.safeParse(row).error?.issues ?? []) {
      fieldErrors[`${at}.${issue.path.join(".")}`] ??= [issue.message];
    }
    if (!registered.has(row.student_id))
      fieldErrors[`${at}.student_id`] = ["This student is not registered for the subject"];
    else if (seen.has(row.student_id)) fieldErrors[`${at}.student_id`] = ["This student appears twice"];
    seen.add(row.student_id);
  });
  const problems = Object.keys(fieldErrors).length;
  if (problems > 0) {
    throw invalid(say("{{count}} rows need fixing; nothing was saved.", { count: problems }), fieldErrors);
  }
  return test;
}

/** The sheet's Check button (and Enter without JavaScript): the same checks as saving, and nothing saved. */
export async function checkResults(actor: Actor, testId: number, rows: ResultRow[]) {
  assertTeacher(actor);
  await checkedTest(testId, rows);
  return {
    message: say("{{count}} rows are ready to save; nothing is saved yet.", { count: rows.length }),
  };
}

/**
 * Saves a whole marks sheet in one transaction, and records every change of a mark, absent flag or remark
 * (who, when, old, new) in the same transaction. Unchanged rows write nothing. Saved marks stay a draft
 * that students do not see until the test is published.
 */
export async function saveResults(actor: Actor, testId: number, rows: ResultRow[]) {
  assertTeacher(actor);
  const test = await checkedTest(testId, rows);
  await inTransaction((tx) =>
    writeResults(tx, testId, rows, { changedById: actor.id, changedByName: displayName(actor) }),
  );
  const count = rows.length;
  return {
    message: test.publishedAt
      ? say("Results saved for {{count}} students", { count })
      : say("Results saved for {{count}} students as a draft: students see them once you publish", { count }),
  };
}

/** Who a change of marks is recorded as: a teacher, or a student's own submitted online test. */
export type ChangedBy = { changedById: number; changedByName: string };

type RowToWrite = { student_id: number; marks: number; attempted: boolean; remark?: string };

/**
 * The writing half of saving marks, inside a caller's transaction, so that marks computed elsewhere (an
 * online test's submit, a re-mark, answer strings) land as drafts with their history exactly as the
 * sheet's do. The rows must already be checked. With `keepRemarks`, each row keeps the remark the teacher
 * wrote (marks computed by the server have none of their own), read in the same query as the old marks.
 */
export async function writeResults(
  tx: Prisma.TransactionClient,
  testId: number,
  rows: RowToWrite[],
  by: ChangedBy,
  { keepRemarks = false } = {},
) {
  const before = new Map(
    (
      await tx.result.findMany({
        where: { testId, studentId: { in: rows.map((row) => row.student_id) } },
        select: { studentId: true, marks: true, attempted: true, remark: true },
      })
    ).map((result) => [result.studentId, result]),
  );
  const changes = [];
  for (const row of rows) {
    const old = before.get(row.student_id);
    const remark = keepRemarks ? (old?.remark ?? null) : row.remark || null;
    if (old && old.marks === row.marks && old.attempted === row.attempted && old.remark === remark) continue;
    await tx.result.upsert({
      where: { testId_studentId: { testId, studentId: row.student_id } },
      create: { testId, studentId: row.student_id, marks: row.marks, attempted: row.attempted, remark },
      update: { marks: row.marks, attempted: row.attempted, remark },
    });
    changes.push({
      testId,
      studentId: row.student_id,
      ...by,
      oldMarks: old?.marks ?? null,
      newMarks: row.marks,
      oldAttempted: old?.attempted ?? null,
      newAttempted: row.attempted,
      oldRemark: old?.remark ?? null,
      newRemark: remark,
    });
  }
  await tx.markChange.createMany({ data: changes });
}
