import { db } from "~/db.server";
import type { NewTest, ResultRow } from "~/schemas/tests";
import { MESSAGES } from "~/schemas/words";
import { type Actor, displayName } from "./actor";
import { invalid, notFound } from "./errors.server";
import { tellFamiliesOfResults } from "./families/results-messages.server";
import { assertTeacher } from "./guards.server";

const studentName = (student: { firstName: string; lastName: string }) =>
  `${student.firstName} ${student.lastName}`.trim();

export async function createTest(actor: Actor, batchId: number, subjectId: number, input: NewTest) {
  assertTeacher(actor);
  const subject = await db.subject.findFirst({ where: { id: subjectId, batchId }, select: { id: true } });
  if (!subject) throw notFound("That subject is not part of this batch.");
  const test = await db.test.create({
    data: { name: input.test_name, date: input.date, maxMarks: input.max_marks, batchId, subjectId },
  });
  return { test: { id: test.id, name: test.name, date: test.date, max_marks: test.maxMarks }, message: "Test created" };
}

/** The students registered for a subject in roll-number order, as answer sheets are: the rows of every marks sheet. */
export async function registeredStudents(subjectId: number) {
  const rows = await db.subjectAccess.findMany({
    where: { subjectId },
    orderBy: [{ student: { rollNo: "asc" } }, { studentId: "asc" }],
    select: { student: { select: { id: true, firstName: true, lastName: true, email: true, rollNo: true } } },
  });
  return rows.map(({ student }) => ({
    id: student.id,
    name: studentName(student),
    email: student.email,
    roll_no: student.rollNo,
  }));
}

/** The teacher's overview of one subject: its tests and the students who sit them. */
export async function listSubjectTests(actor: Actor, batchId: number, subjectId: number) {
  assertTeacher(actor);
  const subject = await db.subject.findFirst({
    where: { id: subjectId, batchId },
    select: {
      name: true,
      batch: { select: { name: true } },
      tests: {
        orderBy: [{ date: "asc" }, { id: "asc" }],
        select: {
          id: true,
          name: true,
          date: true,
          maxMarks: true,
          publishedAt: true,
          // Marks of the students on the sheet: one moved to another batch keeps their result but leaves the count.
          _count: { select: { results: { where: { student: { access: { some: { subjectId } } } } } } },
        },
      },
    },
  });
  if (!subject) throw notFound("That subject is not part of this batch.");
  const students = await registeredStudents(subjectId);
  return {
    batch_id: batchId,
    subject_id: subjectId,
    batch_name: subject.batch.name,
    subject_name: subject.name,
    tests: subject.tests.map((test) => ({
      id: test.id,
      name: test.name,
      date: test.date,
      max_marks: test.maxMarks,
      results: test._count.results,
      published: test.publishedAt !== null,
    })),
    students,
    message: subject.tests.length > 0 ? "Tests" : "No tests yet",
  };
}

export async function findTest(testId: number) {
  const test = await db.test.findUnique({
    where: { id: testId },
    select: { id: true, name: true, date: true, maxMarks: true, batchId: true, subjectId: true, publishedAt: true },
  });
  if (!test) throw notFound("That test does not exist.");
  return test;
}

/** How many rows a test's marks sheet has: one per student registered for its subject. */
export async function sheetRowCount(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  return db.subjectAccess.count({ where: { subjectId: test.subjectId } });
}

export async function getResults(actor: Actor, testId: number) {
  assertTeacher(actor);
  await findTest(testId);
  const results = await db.result.findMany({
    where: { testId },
    orderBy: { id: "asc" },
    select: { id: true, studentId: true, marks: true, attempted: true, remark: true },
  });
  return {
    results: results.map((result) => ({
      id: result.id,
      student_id: result.studentId,
      marks: result.marks,
      attempted: result.attempted,
      remark: result.remark ?? "",
    })),
    message: results.length > 0 ? "Results" : MESSAGES.noResults,
  };
}

/**
 * One row per registered student in roll-number order, with their result if one is saved: what the
 * teacher's marks sheet edits and what a CSV export holds. A student with no result is "not entered".
 */
export async function resultSheet(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const [students, results] = await Promise.all([
    registeredStudents(test.subjectId),
    db.result.findMany({
      where: { testId },
      select: { id: true, studentId: true, marks: true, attempted: true, remark: true },
    }),
  ]);
  const byStudent = new Map(results.map((result) => [result.studentId, result]));
  const rows = students.map((student) => {
    const result = byStudent.get(student.id);
    return {
      student_id: student.id,
      student_name: student.name,
      student_email: student.email,
      roll_no: student.roll_no,
      result_id: result?.id ?? null,
      test_id: testId,
      entered: result !== undefined,
      marks: result?.marks ?? 0,
      attempted: result?.attempted ?? false,
      remark: result?.remark ?? "",
    };
  });
  return {
    test: {
      id: test.id,
      name: test.name,
      date: test.date,
      max_marks: test.maxMarks,
      published: test.publishedAt !== null,
    },
    rows,
    hasResults: results.length > 0,
  };
}

/** A row to save, with the line of the sheet it came from when that differs from its place in the list. */
type RowToSave = ResultRow & { line?: number };

/**
 * Checks a whole marks sheet without saving: every row a student of the subject, once, marks within the
 * test's maximum. Problems come back at their rows (`results[line].…`); one bad row saves nothing.
 */
async function checkedTest(testId: number, rows: RowToSave[]) {
  if (rows.length === 0) throw invalid(MESSAGES.fillEntries);
  const test = await findTest(testId);
  const registered = new Set((await registeredStudents(test.subjectId)).map((student) => student.id));
  const fieldErrors: Record<string, string[]> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const at = `results[${row.line ?? index}]`;
    if (!registered.has(row.student_id))
      fieldErrors[`${at}.student_id`] = ["This student is not registered for the subject"];
    else if (seen.has(row.student_id)) fieldErrors[`${at}.student_id`] = ["This student appears twice"];
    if (row.marks > test.maxMarks) fieldErrors[`${at}.marks`] = [`Marks cannot be more than ${test.maxMarks}`];
    seen.add(row.student_id);
  });
  const problems = Object.keys(fieldErrors).length;
  if (problems > 0) {
    throw invalid(
      `${problems === 1 ? "One row needs" : `${problems} rows need`} fixing; nothing was saved.`,
      fieldErrors,
    );
  }
  return test;
}

// Correcting and deleting a test (issue 10), kept apart from marks saving.

/** A test with its subject and how many results a delete would remove. */
export async function getTestForEdit(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const results = await db.result.count({ where: { testId } });
  return {
    id: test.id,
    test_name: test.name,
    date: test.date,
    max_marks: test.maxMarks,
    batchId: test.batchId,
    subjectId: test.subjectId,
    results,
  };
}

/** Name, date and maximum; a maximum below a mark already entered is refused, naming whose marks are higher. */
export async function editTest(actor: Actor, testId: number, input: NewTest) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const above = await db.result.findMany({
    where: { testId, marks: { gt: input.max_marks } },
    orderBy: { marks: "desc" },
    select: { marks: true, student: { select: { firstName: true, lastName: true } } },
  });
  if (above.length > 0) {
    const names = above.map((result) => `${studentName(result.student)} (${result.marks})`).join(", ");
    const message = `The maximum cannot be below marks already entered: ${names}`;
    throw invalid(message, { max_marks: [message] });
  }
  await db.test.update({
    where: { id: testId },
    data: { name: input.test_name, date: input.date, maxMarks: input.max_marks },
  });
  return {
    test: { id: testId, name: input.test_name, date: input.date, max_marks: input.max_marks },
    batchId: test.batchId,
    subjectId: test.subjectId,
    message: "Test updated",
  };
}

/** Removes the test and every result of it (the confirmation has counted them). */
export async function deleteTest(actor: Actor, testId: number) {
  const test = await getTestForEdit(actor, testId);
  await db.test.delete({ where: { id: testId } });
  return { batchId: test.batchId, subjectId: test.subjectId, message: `${test.test_name} deleted` };
}
/** The sheet's Check button (and Enter without JavaScript): the same checks as saving, and nothing saved. */
export async function checkResults(actor: Actor, testId: number, rows: RowToSave[]) {
  assertTeacher(actor);
  await checkedTest(testId, rows);
  return {
    message: `${rows.length === 1 ? "One row is" : `${rows.length} rows are`} ready to save; nothing is saved yet.`,
  };
}

/**
 * Saves a whole marks sheet in one transaction, and records every change of a mark, absent flag or remark
 * (who, when, old, new) in the same transaction. Unchanged rows write nothing. Saved marks stay a draft
 * that students do not see until the test is published.
 */
export async function saveResults(actor: Actor, testId: number, rows: RowToSave[]) {
  assertTeacher(actor);
  const test = await checkedTest(testId, rows);
  const changedBy = { changedById: actor.id, changedByName: displayName(actor) };
  await db.$transaction(async (tx) => {
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
      const remark = row.remark || null;
      if (old && old.marks === row.marks && old.attempted === row.attempted && old.remark === remark) continue;
      await tx.result.upsert({
        where: { testId_studentId: { testId, studentId: row.student_id } },
        create: { testId, studentId: row.student_id, marks: row.marks, attempted: row.attempted, remark },
        update: { marks: row.marks, attempted: row.attempted, remark },
      });
      changes.push({
        testId,
        studentId: row.student_id,
        ...changedBy,
        oldMarks: old?.marks ?? null,
        newMarks: row.marks,
        oldAttempted: old?.attempted ?? null,
        newAttempted: row.attempted,
        oldRemark: old?.remark ?? null,
        newRemark: remark,
      });
    }
    await tx.markChange.createMany({ data: changes });
  });
  const saved = rows.length === 1 ? "Result saved" : `Results saved for ${rows.length} students`;
  return { message: test.publishedAt ? saved : `${saved} as a draft: students see them once you publish` };
}

/**
 * 'Publish results' shows a test's marks to its students; 'Unpublish' hides them again. Publishing a draft also
 * tells each student and their guardians their result, unless the teacher unticked 'Tell families' (issue 24).
 */
export async function setPublished(actor: Actor, testId: number, published: boolean, { tellFamilies = true } = {}) {
  assertTeacher(actor);
  const test = await findTest(testId);
  if (published && !(await db.result.count({ where: { testId } }))) {
    throw invalid("Enter some marks before publishing this test's results.");
  }
  await db.$transaction(async (tx) => {
    await tx.test.update({ where: { id: test.id }, data: { publishedAt: published ? new Date() : null } });
    if (published && !test.publishedAt && tellFamilies) await tellFamiliesOfResults(tx, test.id);
  });
  return {
    published,
    message: published ? `Results of ${test.name} published` : `Results of ${test.name} hidden from students`,
  };
}

/** The change history of a test's marks, newest first; only one student's when studentId is given. */
export async function markHistory(actor: Actor, testId: number, studentId?: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const changes = await db.markChange.findMany({
    where: { testId, ...(studentId ? { studentId } : {}) },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      changedAt: true,
      changedByName: true,
      oldMarks: true,
      newMarks: true,
      oldAttempted: true,
      newAttempted: true,
      oldRemark: true,
      newRemark: true,
      student: { select: { id: true, firstName: true, lastName: true, rollNo: true } },
    },
  });
  return {
    test: {
      id: test.id,
      name: test.name,
      max_marks: test.maxMarks,
      batch_id: test.batchId,
      subject_id: test.subjectId,
    },
    changes: changes.map((change) => ({
      id: change.id,
      changed_at: change.changedAt.toISOString(),
      changed_by: change.changedByName,
      student_id: change.student.id,
      student_name: studentName(change.student),
      roll_no: change.student.rollNo,
      old: change.oldAttempted === null ? null : markText(change.oldAttempted, change.oldMarks ?? 0),
      new: markText(change.newAttempted, change.newMarks),
      old_remark: change.oldRemark ?? "",
      new_remark: change.newRemark ?? "",
    })),
  };
}

/** How a saved mark reads in the history and the CSV: the number, or Absent. */
const markText = (attempted: boolean, marks: number) => (attempted ? String(marks) : "Absent");
