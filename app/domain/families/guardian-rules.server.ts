import { db } from "~/db.server";
import type { GuardianInput } from "~/schemas/families";
import type { Actor } from "../access/actor";
import { notFound, unauthenticated } from "../core/errors.server";

/** A student has at most two guardians. */
export const MAX_GUARDIANS = 2;
export const TOO_MANY_GUARDIANS = `A student has at most ${MAX_GUARDIANS} guardians: edit or remove one first.`;
export const NO_GUARDIAN = "That guardian does not exist.";
const NO_STUDENT = "That student does not exist.";

/**
 * A teacher may manage any student's guardians, a student only their own. Another student's id answers
 * "not found", as an id that does not exist, so a student cannot learn which ids are students.
 */
export async function assertFamilyOf(actor: Actor, studentId: number) {
  if (!actor) throw unauthenticated();
  if (actor.role === "student" && actor.id !== studentId) throw notFound(NO_STUDENT);
  const student = await db.user.findFirst({ where: { id: studentId, role: "student" }, select: { id: true } });
  if (!student) throw notFound(NO_STUDENT);
}

/** A guardian's stored fields from what a form or the API sent. */
export const guardianData = (input: GuardianInput) => ({
  name: input.name,
  relation: input.relation,
  mobile: input.mobile,
  email: input.email ?? null,
  language: input.language,
});
