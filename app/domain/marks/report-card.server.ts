import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { Actor, User } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { subjectResultsSeenBy, testsSeenBy } from "../access/rules.server";
import { forbidden } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { asNumber } from "../core/sql-numbers.server";
import { twoDecimals } from "./marking";
import { IN_TEST_ORDER, TEST_FIELDS } from "./tests.server";

type ReportRow = {
  id: number;
  name: string;
  date: string;
  maxMarks: number;
  marks: number | null;
  attempted: boolean | null;
  remark: string | null;
  average: number | null;
  rank: number | null;
};

/**
 * A student's report card for one subject whose results they read (the access rule): every published test
 * they read with their marks, the class average, their rank and the remark, from one query. Drafts are left
 * out, as everywhere students look.
 */
export function subjectReportCard(actor: Actor, subjectId: number) {
  assertStudent(actor);
  // Marks and access alone decide it: kept until a write (read-once.server.ts).
  return readOnce(`report card of ${actor.id} in subject ${subjectId}`, () => readSubjectReportCard(actor, subjectId));
}

async function readSubjectReportCard(actor: User, subjectId: number) {
  const subject = await db.subject.findFirst({
    where: { id: subjectId, ...subjectResultsSeenBy(actor) },
    select: { name: true, batch: { select: { name: true } } },
  });
  if (!subject) throw forbidden("This subject is not one of yours.");
  const [me, seen] = await Promise.all([
    db.user.findUnique({ where: { id: actor.id }, select: { rollNo: true } }),
    db.test.findMany({ where: { subjectId, ...testsSeenBy(actor) }, select: { id: true } }),
  ]);
  const seenIds = new Set(seen.map((test) => test.id));
  const rows = await db.$queryRaw<ReportRow[]>`
    SELECT t."id" AS "id", t."name" AS "name", t."date" AS "date", t."maxMarks" AS "maxMarks",
           me."marks" AS "marks", me."attempted" AS "attempted", me."remark" AS "remark",
           (SELECT AVG(r."marks") FROM "Result" r WHERE r."testId" = t."id" AND r."attempted" = TRUE) AS "average",
           CASE WHEN me."attempted" = TRUE THEN (
             SELECT ${asNumber(Prisma.sql`1 + COUNT(*)`)} FROM "Result" o
             WHERE o."testId" = t."id" AND o."attempted" = TRUE AND o."marks" > me."marks"
           ) END AS "rank"
    FROM "Test" t LEFT JOIN "Result" me ON me."testId" = t."id" AND me."studentId" = ${actor.id}
    WHERE t."subjectId" = ${subjectId} AND t."publishedAt" IS NOT NULL
    ORDER BY t."date", t."id"`;
  return {
    subjectName: subject.name,
    batchName: subject.batch.name,
    rollNo: me?.rollNo ?? null,
    tests: rows
      .filter((row) => seenIds.has(row.id))
      .map((row) => ({
        id: row.id,
        name: row.name,
        date: row.date,
        maxMarks: row.maxMarks,
        entered: row.attempted !== null,
        attempted: Boolean(row.attempted),
        marks: row.attempted ? row.marks : null,
        average: row.average === null ? null : twoDecimals(row.average),
        rank: row.rank,
        remark: row.remark ?? "",
      })),
  };
}

/** A share of the maximum as a percentage with one decimal; none when nothing counts yet. */
const percentOf = (obtained: number, max: number) => (max > 0 ? Math.round((obtained * 1000) / max) / 10 : null);

type Mark = { max: number; marks: number | null; entered: boolean };

/** Marks and maximum over the tests with a mark entered for the student: an absence counts as 0. */
function totalOf(tests: Mark[]) {
  const counted = tests.filter((test) => test.entered);
  const obtained = counted.reduce((sum, test) => sum + (test.marks ?? 0), 0);
  const max = counted.reduce((sum, test) => sum + test.max, 0);
  return { obtained: Math.round(obtained * 100) / 100, max, percent: percentOf(obtained, max) };
}

/**
 * The student's whole report card: every subject of their batch whose results they read (the access rule),
 * each with the published tests they read, their marks, the subject's total and percentage; and the overall
 * total and percentage. Drafts are left out, as everywhere students look.
 */
export async function wholeReportCard(actor: Actor) {
  assertStudent(actor);
  const student = await db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { rollNo: true, batchId: true, batch: { select: { name: true } } },
  });
  const read = await db.subject.findMany({
    where: { batchId: student.batchId ?? -1, ...subjectResultsSeenBy(actor) },
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      tests: {
        where: { publishedAt: { not: null }, ...testsSeenBy(actor) },
        orderBy: IN_TEST_ORDER,
        select: {
          ...TEST_FIELDS,
          results: { where: { studentId: actor.id }, select: { marks: true, attempted: true } },
        },
      },
    },
  });
  const subjects = read.map((subject) => {
    const tests = subject.tests.map((test) => {
      const mine = test.results[0];
      return {
        id: test.id,
        name: test.name,
        date: test.date,
        max: test.maxMarks,
        entered: mine !== undefined,
        attempted: mine?.attempted ?? false,
        marks: mine?.attempted ? mine.marks : mine ? 0 : null,
      };
    });
    return { id: subject.id, name: subject.name, tests, total: totalOf(tests) };
  });
  return {
    batchName: student.batch?.name ?? "",
    rollNo: student.rollNo,
    subjects,
    overall: totalOf(subjects.flatMap((subject) => subject.tests)),
  };
}
