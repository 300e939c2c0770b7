import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { NewTest } from "~/schemas/marks";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { studentsOnSheetsOf } from "../access/rules.server";
import { invalid, notFound } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { say } from "../core/say.server";

/** Tests in the order they were sat: by date, then in the order they were added. */
export const IN_TEST_ORDER: Prisma.TestOrderByWithRelationInput[] = [{ date: "asc" }, { id: "asc" }];

/** What every list of tests shows of each. */
export const TEST_FIELDS = { id: true, name: true, date: true, maxMarks: true } satisfies Prisma.TestSelect;

export const studentName = (student: { firstName: string; lastName: string }) =>
  `${student.firstName} ${student.lastName}`.trim();

export async function createTest(actor: Actor, batchId: number, subjectId: number, input: NewTest) {
  assertTeacher(actor);
  const subject = await db.subject.findFirst({ where: { id: subjectId, batchId }, select: { id: true } });
  if (!subject) throw notFound("That subject is not part of this batch.");
  const test = await db.test.create({
    data: { name: input.test_name, date: input.date, maxMarks: input.max_marks, batchId, subjectId },
  });
  return { test: { id: test.id, name: test.name, date: test.date, maxMarks: test.maxMarks }, message: "Test created" };
}

/** The students on a subject's sheets (the access rule) in roll-number order, as answer sheets are. */
export async function registeredStudents(subjectId: number) {
  const students = await db.user.findMany({
    where: studentsOnSheetsOf(subjectId),
    orderBy: [{ rollNo: "asc" }, { id: "asc" }],
    select: { id: true, firstName: true, lastName: true, email: true, rollNo: true },
  });
  return students.map((student) => ({
    id: student.id,
    name: studentName(student),
    email: student.email,
    rollNo: student.rollNo,
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
        orderBy: IN_TEST_ORDER,
        select: {
          ...TEST_FIELDS,
          publishedAt: true,
          // Marks of the students on the sheet: one moved to another batch keeps their result but leaves the count.
          _count: { select: { results: { where: { student: studentsOnSheetsOf(subjectId) } } } },
        },
      },
    },
  });
  if (!subject) throw notFound("That subject is not part of this batch.");
  return {
    batchId,
    subjectId,
    batchName: subject.batch.name,
    subjectName: subject.name,
    tests: subject.tests.map((test) => ({
      id: test.id,
      name: test.name,
      date: test.date,
      maxMarks: test.maxMarks,
      results: test._count.results,
      published: test.publishedAt !== null,
    })),
    students: await registeredStudents(subjectId),
  };
}

/** A test's own facts, read once per page (a test's page asks for them in its result, its paper and its review). */
export const findTest = (testId: number) =>
  readOnce(`test ${testId}`, async () => {
    const test = await db.test.findUnique({
      where: { id: testId },
      select: { id: true, name: true, date: true, maxMarks: true, batchId: true, subjectId: true, publishedAt: true },
    });
    if (!test) throw notFound("That test does not exist.");
    return test;
  });

/** A test whose marks sheet a teacher opens: only a teacher marks. */
export async function testToMark(actor: Actor, testId: number) {
  assertTeacher(actor);
  return findTest(testId);
}

/** A test with its subject and how many results a delete would remove. */
export async function getTestForEdit(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const results = await db.result.count({ where: { testId } });
  return {
    id: test.id,
    name: test.name,
    date: test.date,
    maxMarks: test.maxMarks,
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
    const message = say("The maximum cannot be below marks already entered: {{names}}", { names });
    throw invalid(message, { max_marks: [message] });
  }
  await db.test.update({
    where: { id: testId },
    data: { name: input.test_name, date: input.date, maxMarks: input.max_marks },
  });
  return {
    test: { id: testId, name: input.test_name, date: input.date, maxMarks: input.max_marks },
    batchId: test.batchId,
    subjectId: test.subjectId,
    message: "Test updated",
  };
}

/** Removes the test and every result of it (the confirmation has counted them). */
export async function deleteTest(actor: Actor, testId: number) {
  const test = await getTestForEdit(actor, testId);
  await db.test.delete({ where: { id: testId } });
  return { batchId: test.batchId, subjectId: test.subjectId, message: say("{{name}} deleted", { name: test.name }) };
}
