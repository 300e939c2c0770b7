import { db } from "~/db.server";
import type { OwnSubjects } from "~/schemas/student-directory";
import type { Actor } from "./actor";
import { conflict, invalid } from "./errors.server";
import { assertStudent } from "./guards.server";
import { isUniqueViolation } from "./unique-violation.server";

export const ACCESS_PENDING = "Your access is awaiting the teacher's approval. Please check back later.";

/**
 * What a student's home shows: their batch (and when it ended, if archived), their registered subjects and
 * whether any is open to them yet. A student with none (e.g. moved to a batch without choosing) is offered
 * the batch's subjects to choose from while the batch runs.
 */
export async function getStudentDetails(actor: Actor) {
  assertStudent(actor);
  const student = await db.user.findUnique({
    where: { id: actor.id },
    select: {
      batch: {
        select: {
          id: true,
          name: true,
          archivedAt: true,
          subjects: { orderBy: { id: "asc" }, select: { id: true, name: true } },
        },
      },
      access: {
        select: { permitted: true, subject: { select: { id: true, name: true } } },
        orderBy: { subjectId: "asc" },
      },
    },
  });
  const subs = (student?.access ?? []).map((row) => ({
    id: row.subject.id,
    subject_name: row.subject.name,
    permitted: row.permitted,
  }));
  const permitted = subs.some((subject) => subject.permitted);
  const batch = student?.batch;
  const open = batch && !batch.archivedAt && subs.length === 0;
  return {
    student: true,
    batch: {
      id: batch?.id ?? -1,
      batch_name: batch?.name ?? "",
      ended_on: batch?.archivedAt?.toISOString() ?? null,
    },
    subs,
    permitted,
    offered: open ? batch.subjects.map((subject) => ({ id: subject.id, subject_name: subject.name })) : [],
    message: subs.length > 0 && !permitted ? ACCESS_PENDING : "Student details",
  };
}

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
      _count: { select: { access: true } },
    },
  });
  const batch = student?.batch;
  if (!batch || batch.archivedAt) throw conflict("Your batch has ended: there are no subjects to choose.");
  const already = "You have chosen your subjects already: ask your teacher to change them.";
  if ((student?._count.access ?? 0) > 0) throw conflict(already);
  const offered = new Set(batch.subjects.map((subject) => subject.id));
  const subjectIds = [...new Set(input.subjects)];
  if (subjectIds.some((id) => !offered.has(id))) {
    throw invalid("Choose subjects of your batch.", { subjects: ["Choose subjects of your batch"] });
  }
  try {
    await db.subjectAccess.createMany({ data: subjectIds.map((subjectId) => ({ studentId: actor.id, subjectId })) });
  } catch (error) {
    // The same choice sent twice at once: the first one counts.
    if (!isUniqueViolation(error)) throw error;
    throw conflict(already);
  }
  return { message: "Subjects chosen: your teacher will give you access soon" };
}

/** The student's batch name, for the line printed above results and test details (issue 14). */
export async function batchNameOf(actor: Actor) {
  assertStudent(actor);
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { batch: { select: { name: true } } } });
  return user?.batch?.name ?? "";
}
