import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { Actor, User } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { readOnce } from "../core/read-once.server";
import { asNumber } from "../core/sql-numbers.server";
import { twoDecimals } from "./marking";
import { assertMayReadTest } from "./student-tests.server";
import { findTest } from "./tests.server";

type StatsRow = {
  marks: number | null;
  attempted: boolean | null;
  remark: string | null;
  attemptedCount: number;
  highest: number | null;
  average: number | null;
  rank: number | null;
};

/**
 * A student's result with the class's figures. Highest, average, count and the student's rank come from
 * one query, so the cost does not grow with the class in JavaScript. Rank is competition ranking among
 * those who attempted: equal marks share a rank (1, 2, 2, 4). Until the test is published the student
 * sees no marks and no figures.
 */
export function getTestResult(actor: Actor, testId: number) {
  assertStudent(actor);
  // Marks and access alone decide it: kept until a write (read-once.server.ts).
  return readOnce(`result of ${actor.id} in test ${testId}`, () => readTestResult(actor, testId));
}

async function readTestResult(actor: User, testId: number) {
  const test = await findTest(testId);
  await assertMayReadTest(actor, test);
  if (!test.publishedAt) {
    return { ...resultFigures(test, undefined), published: false };
  }

  const [row] = await db.$queryRaw<StatsRow[]>`
    SELECT me."marks" AS "marks", me."attempted" AS "attempted", me."remark" AS "remark",
           stats."attemptedCount" AS "attemptedCount", stats."highest" AS "highest", stats."average" AS "average",
           CASE WHEN me."attempted" = TRUE THEN (
             SELECT ${asNumber(Prisma.sql`1 + COUNT(*)`)} FROM "Result" other
             WHERE other."testId" = ${testId} AND other."attempted" = TRUE AND other."marks" > me."marks"
           ) END AS "rank"
    FROM (SELECT ${asNumber(Prisma.sql`COUNT(*)`)} AS "attemptedCount", MAX("marks") AS "highest", AVG("marks") AS "average"
          FROM "Result" WHERE "testId" = ${testId} AND "attempted" = TRUE) AS stats
    LEFT JOIN "Result" me ON me."testId" = ${testId} AND me."studentId" = ${actor.id}`;

  return { ...resultFigures(test, row), published: true };
}

/** One student's result on one test with the class's figures; no row means no figures yet. */
function resultFigures(
  test: { id: number; name: string; date: string; maxMarks: number; batchId: number },
  row: StatsRow | undefined,
) {
  const attempted = Boolean(row?.attempted);
  return {
    testId: test.id,
    batchId: test.batchId,
    testName: test.name,
    date: test.date,
    maxMarks: test.maxMarks,
    attempted,
    studentMarks: attempted ? (row?.marks ?? null) : null,
    highestMarks: row?.highest ?? 0,
    attemptedCount: row?.attemptedCount ?? 0,
    average: twoDecimals(row?.average ?? 0),
    rank: attempted ? (row?.rank ?? null) : null,
    remark: row?.remark ?? "",
  };
}

/**
 * Which of the ten bands of the maximum a mark falls in (0 for 0–10%, 9 for 90–100%): full marks are in the top
 * band and a negative mark (negative marking) in the lowest. The chart counts and the student's own band both use it.
 */
export const bandOf = (marks: number, maxMarks: number) =>
  Math.max(0, Math.min(9, Math.floor((marks * 10) / maxMarks)));

/** How the class's marks spread over ten bands of the maximum, for the chart on test details. */
export const marksDistribution = (testId: number, maxMarks: number) =>
  readOnce(`marks spread of test ${testId} out of ${maxMarks}`, () => readMarksDistribution(testId, maxMarks));

async function readMarksDistribution(testId: number, maxMarks: number) {
  const rows = await db.result.findMany({ where: { testId, attempted: true }, select: { marks: true } });
  const counts = Array.from({ length: 10 }, () => 0);
  for (const row of rows) counts[bandOf(row.marks, maxMarks)] += 1;
  return counts;
}
