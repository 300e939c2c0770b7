import { db } from "~/db.server";
import type { Actor, User } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { resultsKeptBy, testsSeenBy } from "../access/rules.server";
import { forbidden, notFound } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { type findTest, IN_TEST_ORDER, TEST_FIELDS } from "./tests.server";

const OTHER_BATCH = "You can only see the tests of your own batch.";
const NOT_YOURS = "This test is not one of your subjects' tests.";

/**
 * A student's tests of one batch, as the access rule lets them read tests, with their published marks: their
 * own batch's tests of the subjects they see, and anywhere the published tests whose results they keep (so a
 * batch they have moved from shows those, nothing more); the own batch's list names those earlier batches.
 */
export function listStudentTests(actor: Actor, batchId: number) {
  assertStudent(actor);
  // Marks and access alone decide it: kept until a write (read-once.server.ts).
  return readOnce(`tests of student ${actor.id} in batch ${batchId}`, () => readStudentTests(actor, batchId));
}

async function readStudentTests(actor: User, batchId: number) {
  const own = actor.batchId === batchId;
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { name: true } });
  if (!batch) throw own ? notFound("That batch does not exist.") : forbidden(OTHER_BATCH);
  const [tests, earlier] = await Promise.all([
    db.test.findMany({
      where: { batchId, ...testsSeenBy(actor) },
      orderBy: IN_TEST_ORDER,
      select: {
        ...TEST_FIELDS,
        publishedAt: true,
        subject: { select: { id: true, name: true } },
        series: { select: { id: true, name: true } },
        results: { where: { studentId: actor.id }, select: { marks: true, attempted: true } },
      },
    }),
    own
      ? db.batch.findMany({
          where: { id: { not: batchId }, tests: { some: resultsKeptBy(actor.id) } },
          orderBy: { id: "asc" },
          select: { id: true, name: true },
        })
      : [],
  ]);
  if (!own && tests.length === 0) throw forbidden(OTHER_BATCH);
  // A draft's marks are not the student's to see yet.
  const mine = (test: (typeof tests)[number]) => (test.publishedAt ? test.results[0] : undefined);
  return {
    batchName: batch.name,
    currentBatch: own,
    tests: tests.map((test) => ({
      id: test.id,
      name: test.name,
      date: test.date,
      maxMarks: test.maxMarks,
      subjectId: test.subject.id,
      subjectName: test.subject.name,
      series: test.series,
      published: test.publishedAt !== null,
      entered: mine(test) !== undefined,
      attempted: mine(test)?.attempted ?? false,
      marks: mine(test)?.attempted ? (mine(test)?.marks ?? null) : null,
    })),
    earlierBatches: earlier,
  };
}

/** Whether a student may read a test: the access rule's tests they read; else 403 saying why. */
export async function assertMayReadTest(actor: User, test: Awaited<ReturnType<typeof findTest>>) {
  const seen = await db.test.count({ where: { id: test.id, ...testsSeenBy(actor) } });
  if (seen === 0) throw forbidden(test.batchId === actor.batchId ? NOT_YOURS : OTHER_BATCH);
}
