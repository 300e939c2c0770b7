import { db } from "~/db.server";
import type { OwnSubjects } from "~/schemas/student-directory";
import type { Actor } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { register, registeredSubjects, registrationCount } from "../access/registrations.server";
import { seenBy } from "../access/rules.server";
import { conflict, invalid } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { isUniqueViolation } from "../core/unique-violation.server";

export type StudentHome = {
  batch: { id: number; name: string; endedAt: Date | null } | null;
  subjects: { id: number; name: string; permitted: boolean }[];
  /** Whether the student sees at least one subject (the access rule): else they wait for the teacher. */
  permitted: boolean;
  /** The batch's subjects to choose from: only for a student without subjects in an ongoing batch. */
  offered: { id: number; name: string }[];
};

/**
 * What a student's home shows: their batch (and when it ended, if archived), their registered subjects and
 * whether any is open to them yet. A student with none (e.g. moved to a batch without choosing) is offered
 * the batch's subjects to choose from while the batch runs.
 */
export async function getStudentDetails(actor: Actor): Promise<StudentHome> {
  assertStudent(actor);
  const [batch, registered, seen] = await Promise.all([
    studentBatch(actor),
    registeredSubjects(actor.id),
    seenBy(actor),
  ]);
  // "Access pending" follows the rule, not the row's flag alone (a permission on a left batch opens nothing).
  const subjects = registered.map(({ id, name }) => ({ id, name, permitted: seen.subjectIds.includes(id) }));
  const open = batch && !batch.archivedAt && subjects.length === 0;
  return {
    batch: batch ? { id: batch.id, name: batch.name, endedAt: batch.archivedAt } : null,
    subjects,
    permitted: seen.batch,
    offered: open
      ? await db.subject.findMany({
          where: { batchId: batch.id },
          orderBy: { id: "asc" },
          select: { id: true, name: true },
        })
      : [],
  };
}

/**
 * The student's batch, read once per page built (the frame's header prints its name, the dashboard shows it). The
 * session's read of the account gives the batch it is in now.
 */
const studentBatch = (student: { id: number; batchId: number | null }) =>
  readOnce(`batch of ${student.id}`, async () =>
    student.batchId === null
      ? null
      : db.batch.findUnique({ where: { id: student.batchId }, select: { id: true, name: true, archivedAt: true } }),
  );

/**
 * A student without subjects chooses some of their ongoing batch's; they then wait for the teacher's
 * permission, as at registration. Once they have subjects, changing them is the teacher's.
 */
export async function chooseOwnSubjects(actor: Actor, input: OwnSubjects) {
  assertStudent(actor);
  const student = await db.user.findUnique({
    where: { id: actor.id },
    select: {
      batch: { select: { archivedAt: true, subjects: { select: { id: true } } } },
    },
  });
  const batch = student?.batch;
  if (!batch || batch.archivedAt) throw conflict("Your batch has ended: there are no subjects to choose.");
  const already = "You have chosen your subjects already: ask your teacher to change them.";
  if ((await registrationCount(actor.id)) > 0) throw conflict(already);
  const offered = new Set(batch.subjects.map((subject) => subject.id));
  const subjectIds = [...new Set(input.subjects)];
  if (subjectIds.some((id) => !offered.has(id))) {
    throw invalid("Choose subjects of your batch.", { subjects: ["Choose subjects of your batch"] });
  }
  try {
    await register(actor.id, subjectIds);
  } catch (error) {
    // The same choice sent twice at once: the first one counts.
    if (!isUniqueViolation(error)) throw error;
    throw conflict(already);
  }
  return { subjectIds };
}

/** The student's batch name, for the line printed above results and test details. */
export async function batchNameOf(actor: Actor) {
  assertStudent(actor);
  return (await studentBatch(actor))?.name ?? "";
}
