import { db } from "~/db.server";
import type { NewTest, ResultRow } from "~/schemas/tests";
import { MESSAGES } from "~/schemas/words";
import type { Actor } from "./actor";
import { invalid, notFound } from "./errors.server";
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

/** The students registered for a subject: the rows of every marks sheet for its tests. */
export async function registeredStudents(subjectId: number) {
  const rows = await db.subjectAccess.findMany({
    where: { subjectId },
    orderBy: [{ student: { firstName: "asc" } }, { student: { lastName: "asc" } }, { studentId: "asc" }],
    select: { student: { select: { id: true, firstName: true, lastName: true, email: true } } },
  });
  return rows.map(({ student }) => ({ id: student.id, name: studentName(student), email: student.email }));
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
        select: { id: true, name: true, date: true, maxMarks: true, _count: { select: { results: true } } },
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
    })),
    students: students.map(({ id, name, email }) => ({ id, name, email })),
    message: subject.tests.length > 0 ? "Tests" : "No tests yet",
  };
}

export async function findTest(testId: number) {
  const test = await db.test.findUnique({
    where: { id: testId },
    select: { id: true, name: true, date: true, maxMarks: true, batchId: true, subjectId: true },
  });
  if (!test) throw notFound("That test does not exist.");
  return test;
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
 * One row per registered student, with their result or SPEC's placeholder (0 marks, not attempted):
 * what the teacher's marks form edits and what a CSV export holds.
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
      result_id: result?.id ?? null,
      test_id: testId,
      marks: result?.marks ?? 0,
      attempted: result?.attempted ?? false,
      remark: result?.remark ?? "",
    };
  });
  return {
    test: { id: test.id, name: test.name, date: test.date, max_marks: test.maxMarks },
    rows,
    hasResults: results.length > 0,
  };
}

/**
 * Saves a whole marks sheet in one transaction. Every row is checked first (a student of the subject,
 * marks within the test's maximum); one bad row saves nothing and names that row.
 */
export async function saveResults(actor: Actor, testId: number, rows: ResultRow[]) {
  assertTeacher(actor);
  if (rows.length === 0) throw invalid(MESSAGES.fillEntries);
  const test = await findTest(testId);
  const registered = new Set((await registeredStudents(test.subjectId)).map((student) => student.id));
  const fieldErrors: Record<string, string[]> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if (!registered.has(row.student_id))
      fieldErrors[`results[${index}].student_id`] = ["This student is not registered for the subject"];
    else if (seen.has(row.student_id)) fieldErrors[`results[${index}].student_id`] = ["This student appears twice"];
    if (row.marks > test.maxMarks)
      fieldErrors[`results[${index}].marks`] = [`Marks cannot be more than ${test.maxMarks}`];
    seen.add(row.student_id);
  });
  const problems = Object.keys(fieldErrors).length;
  if (problems > 0) {
    throw invalid(
      `${problems === 1 ? "One row needs" : `${problems} rows need`} fixing; nothing was saved.`,
      fieldErrors,
    );
  }

  await db.$transaction(
    rows.map((row) =>
      db.result.upsert({
        where: { testId_studentId: { testId, studentId: row.student_id } },
        create: {
          testId,
          studentId: row.student_id,
          marks: row.marks,
          attempted: row.attempted,
          remark: row.remark || null,
        },
        update: { marks: row.marks, attempted: row.attempted, remark: row.remark || null },
      }),
    ),
  );
  return { message: rows.length === 1 ? "Result saved" : `Results saved for ${rows.length} students` };
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
