import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { SeriesName, SeriesTest } from "~/schemas/series";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { readPage } from "../core/paging.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { assertNameFree } from "../core/unique-names.server";
import { IN_TEST_ORDER } from "../marks/tests.server";

const SERIES_PER_PAGE = 20;
/** The select of tests to add lists the newest this many of the running batches' tests outside any series. */
const TESTS_OFFERED = 300;

/** Every series' name is its own, whatever the letter case: a resent 'New series' makes no second one. */
const EVERY_SERIES = { table: "TestSeries", where: Prisma.sql`1 = 1` } as const;
const TAKEN = "A test series with this name already exists";

/** What a list shows of each test in a series: where it was sat and whether its results count yet. */
export const SERIES_TEST = {
  id: true,
  name: true,
  date: true,
  maxMarks: true,
  publishedAt: true,
  batch: { select: { id: true, name: true } },
  subject: { select: { name: true } },
} satisfies Prisma.TestSelect;

type SeriesTestRow = Prisma.TestGetPayload<{ select: typeof SERIES_TEST }>;

export const seriesTestOf = (test: SeriesTestRow) => ({
  id: test.id,
  name: test.name,
  date: test.date,
  maxMarks: test.maxMarks,
  published: test.publishedAt !== null,
  batchId: test.batch.id,
  batchName: test.batch.name,
  subjectName: test.subject.name,
});

/** The teacher's series, newest first, each with its tests in the order they were sat. */
export async function listSeries(actor: Actor, page: number) {
  assertTeacher(actor);
  const { rows, ...facts } = await readPage(
    page,
    SERIES_PER_PAGE,
    (window) =>
      db.testSeries.findMany({
        ...window,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true, name: true, tests: { orderBy: IN_TEST_ORDER, select: SERIES_TEST } },
      }),
    () => db.testSeries.count(),
  );
  return { series: rows.map((series) => ({ ...series, tests: series.tests.map(seriesTestOf) })), ...facts };
}

/** A series' own facts, or 404. */
export async function findSeries(seriesId: number) {
  const series = await db.testSeries.findUnique({ where: { id: seriesId }, select: { id: true, name: true } });
  if (!series) throw notFound("That test series does not exist.");
  return series;
}

export async function createSeries(actor: Actor, input: SeriesName) {
  assertTeacher(actor);
  await assertNameFree(EVERY_SERIES, input.name, "name", TAKEN);
  const series = await db.testSeries.create({ data: { name: input.name }, select: { id: true, name: true } });
  return { series, message: "Test series created" };
}

export async function renameSeries(actor: Actor, seriesId: number, input: SeriesName) {
  assertTeacher(actor);
  await findSeries(seriesId);
  await assertNameFree(EVERY_SERIES, input.name, "name", TAKEN, seriesId);
  const series = await db.testSeries.update({
    where: { id: seriesId },
    data: { name: input.name },
    select: { id: true, name: true },
  });
  return { series, message: "Test series renamed" };
}

/** Removes a series; its tests and their results stay, as tests of their own. */
export async function deleteSeries(actor: Actor, seriesId: number) {
  assertTeacher(actor);
  const { name } = await findSeries(seriesId);
  await inTransaction(async (tx) => {
    await tx.test.updateMany({ where: { seriesId }, data: { seriesId: null } });
    await tx.testSeries.delete({ where: { id: seriesId } });
  });
  return { message: say("{{name}} deleted", { name }) };
}

/**
 * Puts a test in a series (tests of several batches may share one). A test already in it stays, so a resent form
 * changes nothing; a test of another series is refused, naming it, rather than taken from that series unseen.
 */
export async function addTestToSeries(actor: Actor, seriesId: number, input: SeriesTest) {
  assertTeacher(actor);
  await findSeries(seriesId);
  const test = await db.test.findUnique({
    where: { id: input.test_id },
    select: { id: true, seriesId: true, series: { select: { name: true } } },
  });
  if (!test) throw notFound("That test does not exist.");
  if (test.series && test.seriesId !== seriesId) {
    const message = say("That test is already in the test series {{name}}", { name: test.series.name });
    throw conflict(message, { test_id: [message] });
  }
  await db.test.update({ where: { id: test.id }, data: { seriesId } });
  return { message: "Test added to the series" };
}

/** Takes a test out of a series: it stays, with its results, as a test of its own. */
export async function removeTestFromSeries(actor: Actor, seriesId: number, input: SeriesTest) {
  assertTeacher(actor);
  await findSeries(seriesId);
  const { count } = await db.test.updateMany({ where: { id: input.test_id, seriesId }, data: { seriesId: null } });
  if (count === 0) throw notFound("That test is not in this test series.");
  return { message: "Test taken out of the series" };
}

/** The tests a teacher may add: those of the running batches that are in no series yet, newest first. */
export async function testsToAdd(actor: Actor) {
  assertTeacher(actor);
  const tests = await db.test.findMany({
    where: { seriesId: null, batch: { archivedAt: null } },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    take: TESTS_OFFERED,
    select: SERIES_TEST,
  });
  return tests.map(seriesTestOf);
}
