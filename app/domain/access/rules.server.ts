import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { forbidden, notFound, unauthenticated } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { say } from "../core/say.server";
import type { Actor } from "./actor";
import { assertTeacher } from "./guards.server";

/*
 * Who may see what, named once; every query that asks uses one of these (a test keeps other domain modules
 * off the registrations table, app/domain/access/registrations.server.ts writes and lists its rows):
 * - a subject's things (content and note files, the week's classes and the calendar feed, homework, online tests
 *   to take, the subject's announcements): `subjectsSeenBy`, `seesSubject`, `assertCanReadSubject`;
 * - who is told or listed for them (registers, class notices, homework done, a test window opening, the
 *   subject's announcements): `studentsSeeingSubject`;
 * - a batch's and the institute's announcements, the dashboard's "access pending": `studentsSeeingBatch`,
 *   `studentsSeeingTheirBatch`, `seenBy`; the families an announcement asks for 'Seen': `whatEachStudentSees`;
 * - results (test lists, a test's result, report cards, and so the parent's page, which reads the student's
 *   own): `testsSeenBy`, `subjectResultsSeenBy`, `resultsKeptBy`;
 * - the teacher's sheets (marks, answer strings, attempts): `studentsOnSheetsOf`.
 */

export const NO_ACCESS = "You do not have access to this subject yet. Please ask your teacher to permit you.";

/**
 * The one rule of who sees a batch's things. A student sees a subject's things (its content, classes, tests,
 * homework, announcements, a place on its registers) once the teacher has permitted them in that subject,
 * while their account is active and the subject is of their current batch; they see the batch's things (its
 * own announcements, the institute's) once they see at least one of its subjects. Registering alone opens
 * nothing: registration is open to anyone. An archived batch's students keep seeing it, as its content stays.
 */
const seeing = (batchId: number): Prisma.SubjectAccessWhereInput => ({
  permitted: true,
  subject: { batchId },
  student: { role: "student", deactivatedAt: null, batchId },
});

type Student = { id: number; batchId: number | null };

/** The subjects whose things the student sees, as a `where` on Subject. */
export const subjectsSeenBy = (student: Student): Prisma.SubjectWhereInput => ({
  access: { some: { ...seeing(student.batchId ?? -1), studentId: student.id } },
});

/** The students who see a subject's things (e.g. listed on a register of its class), as a `where` on User. */
export const studentsSeeingSubject = (subject: { id: number; batchId: number }): Prisma.UserWhereInput => ({
  access: { some: { ...seeing(subject.batchId), subjectId: subject.id } },
});

/** The students who see a batch's things: those who see at least one of its subjects. */
export const studentsSeeingBatch = (batchId: number): Prisma.UserWhereInput => ({
  access: { some: seeing(batchId) },
});

/** The students who see their own batch's things, whichever it is (e.g. for the institute's announcements). */
export async function studentsSeeingTheirBatch(client: Prisma.TransactionClient = db): Promise<Prisma.UserWhereInput> {
  const batches = await client.batch.findMany({ select: { id: true } });
  return { OR: batches.map((batch) => studentsSeeingBatch(batch.id)) };
}

/**
 * Every student who sees their batch's things, with the subjects they see, as plain values: for telling whom each
 * of many announcements reaches (an asking one's families) in two statements, however many there are.
 */
export async function whatEachStudentSees(client: Prisma.TransactionClient = db) {
  // `seeing` for every batch at once: the subject's batch is the student's. Written as a comparison of the two
  // rows rather than one condition per batch, which SQLite refuses past 32 batches (64 tables in a join).
  const rows = await client.subjectAccess.findMany({
    where: { permitted: true, student: { role: "student", deactivatedAt: null, batchId: { not: null } } },
    select: {
      studentId: true,
      subjectId: true,
      subject: { select: { batchId: true } },
      student: { select: { batchId: true } },
    },
  });
  const seen = new Map<number, { batchId: number; subjectIds: Set<number> }>();
  for (const row of rows) {
    if (row.student.batchId === null || row.subject.batchId !== row.student.batchId) continue;
    const student = seen.get(row.studentId) ?? { batchId: row.student.batchId, subjectIds: new Set<number>() };
    student.subjectIds.add(row.subjectId);
    seen.set(row.studentId, student);
  }
  return seen;
}

/**
 * A student's own published result is theirs for good: they keep reading a test they have a published result
 * in after the teacher takes their access back, after a move to another batch (their old batch's results), and
 * when the teacher marked them before permitting them. What a result shows of the class (average, rank) is then
 * what they sat with.
 */
export const resultsKeptBy = (studentId: number) =>
  ({ publishedAt: { not: null }, results: { some: { studentId } } }) satisfies Prisma.TestWhereInput;

/**
 * The tests a student reads (in their list of tests, a test's result page, their report cards, and so the
 * parent's page): every test of a subject they see (a draft listed without marks), and the tests whose results
 * they keep. Registering alone shows no test: a subject's list of tests and its class averages are the class's.
 */
export const testsSeenBy = (student: Student): Prisma.TestWhereInput => ({
  OR: [{ subject: subjectsSeenBy(student) }, resultsKeptBy(student.id)],
});

/** The subjects whose results a student reads: those they see, and those with a test whose result they keep. */
export const subjectResultsSeenBy = (student: Student): Prisma.SubjectWhereInput => ({
  OR: [subjectsSeenBy(student), { tests: { some: resultsKeptBy(student.id) } }],
});

/**
 * The students on a subject's sheets (marks, answer strings, the question paper's attempts): everyone registered
 * for it, permitted or still waiting, in any state of their account. The teacher marks whoever sat a test in
 * class; a mark entered for a student is what lets them read that result (above), never the subject's things.
 */
export const studentsOnSheetsOf = (subjectId: number): Prisma.UserWhereInput => ({
  access: { some: { subjectId } },
});

/**
 * What a student sees, as plain values: the ids of the subjects they see, and whether they see their batch. Read
 * once per page built: the dashboard's lists (subjects, announcements, the day's classes) all ask.
 */
export const seenBy = (student: Student) =>
  readOnce(`subjects seen by ${student.id} of ${student.batchId}`, async () => {
    const subjects = await db.subject.findMany({ where: subjectsSeenBy(student), select: { id: true } });
    const subjectIds = subjects.map((subject) => subject.id);
    return { subjectIds, batch: subjectIds.length > 0 };
  });

/** Whether the student sees one subject's things. */
export const seesSubject = async (student: Student, subjectId: number) =>
  (await seenBy(student)).subjectIds.includes(subjectId);

/**
 * Who may read a subject's content: any teacher, and a student who sees the subject (the rule above).
 * Every page, file and API call goes through here.
 */
export async function assertCanReadSubject(actor: Actor, subjectId: number) {
  if (!actor) throw unauthenticated();
  const subject = await db.subject.findUnique({
    where: { id: subjectId },
    select: { id: true, name: true, batchId: true },
  });
  if (!subject) throw notFound("That subject does not exist.");
  if (actor.role === "teacher") return subject;
  if (!(await seesSubject(actor, subjectId))) throw forbidden(NO_ACCESS);
  return subject;
}

/** The students registered for a subject, with whether the teacher has permitted each. */
export async function listSubjectStudents(actor: Actor, batchId: number, subjectId: number) {
  assertTeacher(actor);
  const subject = await db.subject.findFirst({ where: { id: subjectId, batchId }, select: { name: true } });
  if (!subject) throw notFound("That subject is not part of this batch.");
  const rows = await db.subjectAccess.findMany({
    where: { subjectId },
    orderBy: [{ student: { firstName: "asc" } }, { student: { lastName: "asc" } }],
    select: { permitted: true, student: { select: { id: true, firstName: true, lastName: true, email: true } } },
  });
  return { subjectName: subject.name, students: rows.map(({ permitted, student }) => ({ ...student, permitted })) };
}

/** Permits the selected registered students; ids that are not registered for the subject are refused. */
export async function permitStudents(actor: Actor, subjectId: number, ids: number[]) {
  assertTeacher(actor);
  const unique = [...new Set(ids)];
  const result = await db.subjectAccess.updateMany({
    where: { subjectId, studentId: { in: unique } },
    data: { permitted: true },
  });
  if (result.count !== unique.length) {
    throw notFound(
      result.count === 0
        ? "None of those students is registered for this subject."
        : "Some of those students are not registered for this subject.",
    );
  }
  return {
    message: unique.length === 1 ? "Student permitted" : say("{{count}} students permitted", { count: unique.length }),
  };
}

/** "3 students permitted": `key` is a plural key ("{{count}} students permitted"); `none` says nobody was waiting. */
const permittedCount = (count: number, key: string, none: string) => (count === 0 ? none : say(key, { count }));

/** 'Permit all' with no one ticked: every student of the subject who is still waiting. */
export async function permitWaitingStudents(actor: Actor, subjectId: number) {
  assertTeacher(actor);
  const { count } = await db.subjectAccess.updateMany({
    where: { subjectId, permitted: false },
    data: { permitted: true },
  });
  return { message: permittedCount(count, "{{count}} students permitted", "Every student was already permitted") };
}

/** 'Permit all subjects' on a student's page: every subject of their batch they are waiting for. */
export async function permitAllSubjects(actor: Actor, studentId: number) {
  assertTeacher(actor);
  const student = await db.user.findFirst({ where: { id: studentId, role: "student" }, select: { batchId: true } });
  if (!student) throw notFound("No such student.");
  const { count } = await db.subjectAccess.updateMany({
    where: { studentId, permitted: false, subject: { batchId: student.batchId ?? -1 } },
    data: { permitted: true },
  });
  return { message: permittedCount(count, "{{count}} subjects permitted", "Every subject was already permitted") };
}

/** Takes back a student's access to one subject; the account, registration and results stay. */
export async function revokeAccess(actor: Actor, subjectId: number, studentId: number) {
  assertTeacher(actor);
  const result = await db.subjectAccess.updateMany({ where: { subjectId, studentId }, data: { permitted: false } });
  if (result.count === 0) throw notFound("That student is not registered for this subject.");
  return { message: "Access removed" };
}
