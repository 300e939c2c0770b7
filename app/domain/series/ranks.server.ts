import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import { asNumber } from "../core/sql-numbers.server";

/**
 * Cumulative scores, ranks and percentiles of a series, computed by the database in one statement, so the cost
 * does not grow with the class in JavaScript:
 * - only published results count (a draft is the teacher's), and a student is placed once they have sat at least
 *   one of the series' published tests; a test not taken adds 0;
 * - marks are summed in hundredths as whole numbers, so two equal totals are equal however they were added up;
 * - a student's batch is the batch of the series' tests they sat (the first of them, for one who moved);
 * - ranks are the exams' competition ranking: equal scores share a rank and the next rank skips (1, 2, 2, 4);
 * - `atOrBelow` counts the students whose score is equal to or below this one (the percentile's numerator):
 *   a window ordered by score counts every row up to and including this score's peers.
 */
const rankedSql = (seriesId: number) => Prisma.sql`
  WITH "totals" AS (
    SELECT r."studentId" AS "studentId", MIN(t."batchId") AS "batchId",
           SUM(CASE WHEN r."attempted" = TRUE THEN CAST(ROUND(r."marks" * 100) AS INTEGER) ELSE 0 END) AS "hundredths"
    FROM "Result" r JOIN "Test" t ON t."id" = r."testId"
    WHERE t."seriesId" = ${seriesId} AND t."publishedAt" IS NOT NULL
    GROUP BY r."studentId"
    HAVING SUM(CASE WHEN r."attempted" = TRUE THEN 1 ELSE 0 END) > 0
  ), "ranked" AS (
    SELECT "studentId", "batchId", "hundredths",
           RANK() OVER (ORDER BY "hundredths" DESC) AS "seriesRank",
           COUNT(*) OVER (ORDER BY "hundredths" ASC) AS "seriesAtOrBelow",
           COUNT(*) OVER () AS "seriesCount",
           RANK() OVER (PARTITION BY "batchId" ORDER BY "hundredths" DESC) AS "batchRank",
           COUNT(*) OVER (PARTITION BY "batchId" ORDER BY "hundredths" ASC) AS "batchAtOrBelow",
           COUNT(*) OVER (PARTITION BY "batchId") AS "batchCount"
    FROM "totals"
  )`;

const RANKED_FIGURES = Prisma.sql`
  "ranked"."studentId" AS "studentId", "ranked"."batchId" AS "batchId",
  ${asNumber(Prisma.sql`"ranked"."hundredths"`)} AS "hundredths",
  ${asNumber(Prisma.sql`"ranked"."seriesRank"`)} AS "seriesRank",
  ${asNumber(Prisma.sql`"ranked"."seriesAtOrBelow"`)} AS "seriesAtOrBelow",
  ${asNumber(Prisma.sql`"ranked"."seriesCount"`)} AS "seriesCount",
  ${asNumber(Prisma.sql`"ranked"."batchRank"`)} AS "batchRank",
  ${asNumber(Prisma.sql`"ranked"."batchAtOrBelow"`)} AS "batchAtOrBelow",
  ${asNumber(Prisma.sql`"ranked"."batchCount"`)} AS "batchCount"`;

type RankedRow = {
  studentId: number;
  batchId: number;
  hundredths: number;
  seriesRank: number;
  seriesAtOrBelow: number;
  seriesCount: number;
  batchRank: number;
  batchAtOrBelow: number;
  batchCount: number;
};

/**
 * The NTA's percentile: 100 × the students with a score equal to or below this one ÷ all the students, to two
 * decimals. The top score is 100; a student alone is 100.
 */
export const percentile = (atOrBelow: number, count: number) =>
  count === 0 ? 0 : Math.round((100 * atOrBelow * 100) / count) / 100;

/** A ranked row as the domain says it: the cumulative score in marks, and the place in batch and series. */
const standingOf = (row: RankedRow) => ({
  studentId: row.studentId,
  batchId: row.batchId,
  cumulative: row.hundredths / 100,
  inBatch: { rank: row.batchRank, count: row.batchCount, percentile: percentile(row.batchAtOrBelow, row.batchCount) },
  inSeries: {
    rank: row.seriesRank,
    count: row.seriesCount,
    percentile: percentile(row.seriesAtOrBelow, row.seriesCount),
  },
});

export type Standing = ReturnType<typeof standingOf>;

/** One student's standing in a series, or null when they have sat none of its published tests. */
export async function standingOfStudent(seriesId: number, studentId: number): Promise<Standing | null> {
  const [row] = await db.$queryRaw<RankedRow[]>`${rankedSql(seriesId)}
    SELECT ${RANKED_FIGURES} FROM "ranked" WHERE "ranked"."studentId" = ${studentId}`;
  return row ? standingOf(row) : null;
}

/** A page of one batch's standings, best first, with each student's name and roll number (the teacher's). */
export async function standingsOfBatch(seriesId: number, batchId: number, window: { skip: number; take: number }) {
  const rows = await db.$queryRaw<(RankedRow & { firstName: string; lastName: string; rollNo: number | null })[]>`
    ${rankedSql(seriesId)}
    SELECT ${RANKED_FIGURES}, u."firstName" AS "firstName", u."lastName" AS "lastName", u."rollNo" AS "rollNo"
    FROM "ranked" JOIN "User" u ON u."id" = "ranked"."studentId"
    WHERE "ranked"."batchId" = ${batchId}
    ORDER BY "ranked"."batchRank", u."firstName", u."lastName", u."id"
    LIMIT ${window.take} OFFSET ${window.skip}`;
  return rows.map((row) => ({
    ...standingOf(row),
    name: `${row.firstName} ${row.lastName}`.trim(),
    rollNo: row.rollNo,
  }));
}

/** How many students of a batch are placed in the series. */
export async function placedInBatch(seriesId: number, batchId: number) {
  const [row] = await db.$queryRaw<{ count: number }[]>`${rankedSql(seriesId)}
    SELECT ${asNumber(Prisma.sql`COUNT(*)`)} AS "count" FROM "ranked" WHERE "ranked"."batchId" = ${batchId}`;
  return row?.count ?? 0;
}
