import { db } from "~/db.server";
import type { Actor } from "./actor";
import { assertStudent } from "./guards.server";

export const ACCESS_PENDING = "Your access is awaiting the teacher's approval. Please check back later.";

/** What a student's home shows: their batch and registered subjects, and whether any is open to them yet. */
export async function getStudentDetails(actor: Actor) {
  assertStudent(actor);
  const student = await db.user.findUnique({
    where: { id: actor.id },
    select: {
      batch: { select: { id: true, name: true } },
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
  return {
    student: true,
    batch: { id: student?.batch?.id ?? -1, batch_name: student?.batch?.name ?? "" },
    subs,
    permitted,
    message: subs.length > 0 && !permitted ? ACCESS_PENDING : "Student details",
  };
}

/** The student's batch name, for the line printed above results and test details (issue 14). */
export async function batchNameOf(actor: Actor) {
  assertStudent(actor);
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { batch: { select: { name: true } } } });
  return user?.batch?.name ?? "";
}
