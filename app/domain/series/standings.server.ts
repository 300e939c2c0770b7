import { db } from "~/db.server";
import type { Actor, User } from "../access/actor";
import { assertStudent, assertTeacher } from "../access/guards.server";
import { testsSeenBy } from "../access/rules.server";
import { forbidden } from "../core/errors.server";
import { readPage } from "../core/paging.server";
import { readOnce } from "../core/read-once.server";
import { IN_TEST_ORDER } from "../marks/tests.server";
import { chapterStrength, weakestChapters } from "./chapters.server";
import { placedInBatch, standingOfStudent, standingsOfBatch } from "./ranks.server";
import { findSeries, SERIES_TEST, seriesTestOf } from "./series.server";

const STANDINGS_PER_PAGE = 50;

/** A published result as a series shows it: the marks, or null for a test not taken (absent or no mark). */
const scoreOf = (result: { marks: number; attempted: boolean } | undefined) =>
  result?.attempted ? result.marks : null;

/**
 * A student's own standing in a series: their score in each of its tests they read (the access rule's), their
 * cumulative score and their rank and percentile in their batch and in the whole series, and their strength by
 * chapter. Only counts and their own figures: never another student's name or marks.
 */
export async function studentStanding(actor: Actor, seriesId: number) {
  assertStudent(actor);
  // Results and access alone decide it: kept until a write (read-once.server.ts).
  return readOnce(`standing of ${actor.id} in series ${seriesId}`, () => readStudentStanding(actor, seriesId));
}

async function readStudentStanding(actor: User, seriesId: number) {
  const series = await findSeries(seriesId);
  const tests = await db.test.findMany({
    where: { seriesId, ...testsSeenBy(actor) },
    orderBy: IN_TEST_ORDER,
    select: { ...SERIES_TEST, results: { where: { studentId: actor.id }, select: { marks: true, attempted: true } } },
  });
  if (tests.length === 0) throw forbidden("None of this test series' tests is one of yours.");
  const published = tests.filter((test) => test.publishedAt !== null);
  const [standing, chapters] = await Promise.all([
    standingOfStudent(seriesId, actor.id),
    chapterStrength(
      published.map((test) => test.id),
      { studentId: actor.id },
    ),
  ]);
  return {
    series,
    tests: tests.map((test) => ({
      ...seriesTestOf(test),
      // A draft's marks are not the student's to see yet.
      marks: test.publishedAt ? scoreOf(test.results[0]) : null,
    })),
    outOf: published.reduce((sum, test) => sum + test.maxMarks, 0),
    standing: standing && { cumulative: standing.cumulative, inBatch: standing.inBatch, inSeries: standing.inSeries },
    chapters,
  };
}

export type StudentStanding = Awaited<ReturnType<typeof studentStanding>>;

/**
 * A series as the teacher sees it: its tests, the batches they were sat in, and for one batch (the first unless
 * chosen) a page of its standings (each student's score in the batch's published tests, cumulative score, rank
 * and percentile in the batch and in the series), its strength by chapter and its weakest chapters.
 */
export async function seriesStandings(actor: Actor, seriesId: number, choice: { batchId?: number; page: number }) {
  assertTeacher(actor);
  const series = await findSeries(seriesId);
  const tests = (await db.test.findMany({ where: { seriesId }, orderBy: IN_TEST_ORDER, select: SERIES_TEST })).map(
    seriesTestOf,
  );
  const batches = [
    ...new Map(tests.map((test) => [test.batchId, { id: test.batchId, name: test.batchName }])).values(),
  ];
  const batch = batches.find((each) => each.id === choice.batchId) ?? batches[0] ?? null;
  const batchTests = tests.filter((test) => test.batchId === batch?.id && test.published);
  const standings = batch
    ? await readPage(
        choice.page,
        STANDINGS_PER_PAGE,
        (window) => standingsOfBatch(seriesId, batch.id, window),
        () => placedInBatch(seriesId, batch.id),
      )
    : { rows: [], total: 0, page: 1, pages: 1 };
  const [results, chapters] = await Promise.all([
    db.result.findMany({
      where: {
        studentId: { in: standings.rows.map((row) => row.studentId) },
        testId: { in: batchTests.map((test) => test.id) },
      },
      select: { testId: true, studentId: true, marks: true, attempted: true },
    }),
    chapterStrength(batchTests.map((test) => test.id)),
  ]);
  const byTestAndStudent = new Map(results.map((result) => [`${result.testId}:${result.studentId}`, result]));
  const { rows, ...facts } = standings;
  return {
    series,
    tests,
    batches,
    batch,
    batchTests,
    standings: rows.map((row) => ({
      ...row,
      scores: batchTests.map((test) => scoreOf(byTestAndStudent.get(`${test.id}:${row.studentId}`))),
    })),
    ...facts,
    chapters,
    weakest: weakestChapters(chapters),
  };
}

export type SeriesStandings = Awaited<ReturnType<typeof seriesStandings>>;
