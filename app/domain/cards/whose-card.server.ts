import { db } from "~/db.server";
import type { Actor, User } from "../access/actor";
import { notFound, unauthenticated } from "../core/errors.server";

export const NO_SUCH_STUDENT = "That student does not exist.";

/**
 * The student whose photo, report card or ID card is asked for, as the student acts (the access rules read their
 * results as theirs): any teacher may ask for any student, a student only for themself. Another student's is
 * "not found", as if there were none.
 */
export async function studentForCard(actor: Actor, studentId: number): Promise<User & { rollNo: number | null }> {
  if (!actor) throw unauthenticated();
  if (actor.role !== "teacher" && actor.id !== studentId) throw notFound(NO_SUCH_STUDENT);
  const row = await db.user.findFirst({
    where: { id: studentId, role: "student" },
    select: { id: true, email: true, firstName: true, lastName: true, batchId: true, rollNo: true },
  });
  if (!row) throw notFound(NO_SUCH_STUDENT);
  return { ...row, role: "student" };
}
