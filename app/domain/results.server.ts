import { db } from "~/db.server";
import type { Actor, User } from "./actor";
import { forbidden, notFound } from "./errors.server";
import { assertStudent } from "./guards.server";
import { findTest } from "./tests.server";

const OTHER_BATCH = "You can only see the tests of your own batch.";
const NOT_YOURS = "This test is not one of your subjects' tests.";

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** A test of another batch whose result the student keeps: they sat it before moving, and it is published. */
const keptResult = (studentId: number) => ({ publishedAt: { not: null }, results: { some: { studentId } } }) as const;

/**
 * A student's tests: those of their own batch, for the subjects they registered for, with their published
 * marks. A batch the student has moved from shows the published tests they have a result in, nothing more;
 * the own batch's list names those earlier batches.
 */
export async function listStudentTests(actor: Actor, batchId: number) {
  assertStudent(actor);
  const own = actor.batchId === batchId;
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { name: true } });
  if (!batch) throw own ? notFound("That batch does not exist.") : forbidden(OTHER_BATCH);
  const [tests, earlier] = await Promise.all([
    db.test.findMany({
      where: { batchId, ...(own ? { subject: { access: { some: { studentId: actor.id } } } } : keptResult(actor.id)) },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        date: true,
        maxMarks: true,
        publishedAt: true,
        subject: { select: { id: true, name: true } },
        results: { where: { studentId: actor.id }, select: { marks: true, attempted: true } },
      },
    }),
    own
      ? db.batch.findMany({
          where: { id: { not: batchId }, tests: { some: keptResult(actor.id) } },
          orderBy: { id: "asc" },
          select: { id: true, name: true },
        })
      : [],
  ]);
  if (!own && tests.length === 0) throw forbidden(OTHER_BATCH);
  // A draft's marks are not the student's to see yet (DESIGN departure 20).
  const mine = (test: (typeof tests)[number]) => (test.publishedAt ? test.results[0] : undefined);
  return {
    batch_name: batch.name,
    current_batch: own,
    tests: tests.map((test) => ({
      id: test.id,
      name: test.name,
      date: test.date,
      max_marks: test.maxMarks,
      subject_id: test.subject.id,
      subject_name: test.subject.name,
      published: test.publishedAt !== null,
      entered: mine(test) !== undefined,
      attempted: mine(test)?.attempted ?? false,
      marks: mine(test)?.attempted ? (mine(test)?.marks ?? null) : null,
    })),
    earlier_batches: earlier.map((other) => ({ id: other.id, batch_name: other.name })),
    message: tests.length > 0 ? "Tests" : "No tests available.",
  };
}

/**
 * Whether a student may read a test: one of their own batch in a subject they registered for, or a published
 * test of another batch on which they have a result (their own, kept when the teacher moved them).
 */
async function assertMayReadTest(actor: User, test: Awaited<ReturnType<typeof findTest>>) {
  if (test.batchId !== actor.batchId) {
    const mine = await db.test.count({ where: { id: test.id, ...keptResult(actor.id) } });
    if (mine === 0) throw forbidden(OTHER_BATCH);
    return;
  }
  const registered = await db.subjectAccess.findUnique({
    where: { studentId_subjectId: { studentId: actor.id, subjectId: test.subjectId } },
    select: { studentId: true },
  });
  if (!registered) throw forbidden(NOT_YOURS);
}

type StatsRow = {
  marks: number | null;
  attempted: number | bigint | null;
  remark: string | null;
  attemptedCount: number | bigint;
  highest: number | null;
  average: number | null;
  rank: number | bigint | null;
};

/**
 * A student's result with the class's figures. Highest, average, count and the student's rank come from
 * one query, so the cost does not grow with the class in JavaScript. Rank is competition ranking among
 * those who attempted: equal marks share a rank (1, 2, 2, 4). Until the test is published the student
 * sees no marks and no figures (DESIGN departure 20).
 */
export async function getTestResult(actor: Actor, testId: number) {
  assertStudent(actor);
  const test = await findTest(testId);
  await assertMayReadTest(actor, test);
  if (!test.publishedAt) {
    return {
      ...resultFigures(test, undefined),
      published: false,
      message: "Results not published yet",
    };
  }

  const [row] = await db.$queryRaw<StatsRow[]>`
    SELECT me.marks AS marks, me.attempted AS attempted, me.remark AS remark,
           stats.attemptedCount AS attemptedCount, stats.highest AS highest, stats.average AS average,
           CASE WHEN me.attempted = 1 THEN (
             SELECT 1 + COUNT(*) FROM "Result" other
             WHERE other.testId = ${testId} AND other.attempted = 1 AND other.marks > me.marks
           ) END AS rank
    FROM (SELECT COUNT(*) AS attemptedCount, MAX(marks) AS highest, AVG(marks) AS average
          FROM "Result" WHERE testId = ${testId} AND attempted = 1) AS stats
    LEFT JOIN "Result" me ON me.testId = ${testId} AND me.studentId = ${actor.id}`;

  return { ...resultFigures(test, row), published: true, message: "Test result" };
}

/** The API's shape of one student's result on one test; no row means no figures yet. */
function resultFigures(
  test: { id: number; name: string; date: string; maxMarks: number; batchId: number },
  row: StatsRow | undefined,
) {
  const attempted = Boolean(row?.attempted);
  return {
    test_id: test.id,
    batch_id: test.batchId,
    test_name: test.name,
    date: test.date,
    max_marks: test.maxMarks,
    attempted,
    student_marks: attempted ? (row?.marks ?? null) : null,
    highestMarks: row?.highest ?? 0,
    no_of_students_attempted: Number(row?.attemptedCount ?? 0),
    average: twoDecimals(row?.average ?? 0),
    rank: attempted && row?.rank != null ? Number(row.rank) : null,
    remark: row?.remark ?? "",
  };
}

/** How the class's marks spread over ten bands of the maximum, for the chart on test details. */
export async function marksDistribution(testId: number, maxMarks: number) {
  const rows = await db.$queryRaw<{ band: number | bigint; students: number | bigint }[]>`
    SELECT MIN(9, CAST(marks * 10 / ${maxMarks} AS INTEGER)) AS band, COUNT(*) AS students
    FROM "Result" WHERE testId = ${testId} AND attempted = 1 GROUP BY band`;
  const counts = Array.from({ length: 10 }, () => 0);
  for (const row of rows) counts[Number(row.band)] = Number(row.students);
  return counts;
}

type ReportRow = {
  id: number | bigint;
  name: string;
  date: string;
  maxMarks: number | bigint;
  marks: number | null;
  attempted: number | bigint | null;
  remark: string | null;
  average: number | null;
  rank: number | bigint | null;
};

/**
 * A student's report card for one subject: every published test with their marks, the class average,
 * their rank and the remark, from one query. Drafts are left out, as everywhere students look.
 */
export async function subjectReportCard(actor: Actor, subjectId: number) {
  assertStudent(actor);
  const access = await db.subjectAccess.findUnique({
    where: { studentId_subjectId: { studentId: actor.id, subjectId } },
    select: { subject: { select: { name: true, batch: { select: { name: true } } } } },
  });
  if (!access) throw forbidden("This subject is not one of yours.");
  const me = await db.user.findUnique({ where: { id: actor.id }, select: { rollNo: true } });
  const rows = await db.$queryRaw<ReportRow[]>`
    SELECT t.id AS id, t.name AS name, t.date AS date, t.maxMarks AS maxMarks,
           me.marks AS marks, me.attempted AS attempted, me.remark AS remark,
           (SELECT AVG(r.marks) FROM "Result" r WHERE r.testId = t.id AND r.attempted = 1) AS average,
           CASE WHEN me.attempted = 1 THEN (
             SELECT 1 + COUNT(*) FROM "Result" o WHERE o.testId = t.id AND o.attempted = 1 AND o.marks > me.marks
           ) END AS rank
    FROM "Test" t LEFT JOIN "Result" me ON me.testId = t.id AND me.studentId = ${actor.id}
    WHERE t.subjectId = ${subjectId} AND t.publishedAt IS NOT NULL
    ORDER BY t.date, t.id`;
  return {
    subject_name: access.subject.name,
    batch_name: access.subject.batch.name,
    roll_no: me?.rollNo ?? null,
    tests: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      date: row.date,
      max_marks: Number(row.maxMarks),
      entered: row.attempted !== null,
      attempted: Boolean(row.attempted),
      marks: row.attempted ? row.marks : null,
      average: row.average === null ? null : twoDecimals(row.average),
      rank: row.rank === null ? null : Number(row.rank),
      remark: row.remark ?? "",
    })),
  };
}
