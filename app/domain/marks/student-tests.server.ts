import { db } from "~/db.server";
import type { Actor, User } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { forbidden, notFound } from "../core/errors.server";
import { type findTest, IN_TEST_ORDER, TEST_FIELDS } from "./tests.server";

const OTHER_BATCH = "You can only see the tests of your own batch.";
const NOT_YOURS = "This test is not one of your subjects' tests.";

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
      orderBy: IN_TEST_ORDER,
      select: {
        ...TEST_FIELDS,
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
      published: test.publishedAt !== null,
      entered: mine(test) !== undefined,
      attempted: mine(test)?.attempted ?? false,
      marks: mine(test)?.attempted ? (mine(test)?.marks ?? null) : null,
    })),
    earlierBatches: earlier,
  };
}

/**
 * Whether a student may read a test: one of their own batch in a subject they registered for, or a published
 * test of another batch on which they have a result (their own, kept when the teacher moved them).
 */
export async function assertMayReadTest(actor: User, test: Awaited<ReturnType<typeof findTest>>) {
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
