import { forbidden, unauthenticated } from "../core/errors.server";
import type { Actor, User } from "./actor";

export function assertTeacher(actor: Actor): asserts actor is User & { role: "teacher" } {
  if (!actor) throw unauthenticated();
  if (actor.role !== "teacher") throw forbidden("Only teachers can do this.");
}

export function assertStudent(actor: Actor): asserts actor is User & { role: "student" } {
  if (!actor) throw unauthenticated();
  if (actor.role !== "student") throw forbidden("Only students can do this.");
}
