import { type RouterContextProvider, redirect } from "react-router";
import type { User } from "~/domain/access/actor";
import { actorContext } from "./context.server";
import { toast } from "./toast.server";

type Context = Readonly<RouterContextProvider>;

export const getActor = (context: Context) => context.get(actorContext);

/** For student pages: anyone else is sent to sign in (a teacher to their own home). */
export function requireStudent(context: Context): User {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  if (actor.role !== "student") {
    toast(context, "error", "That page is for students.");
    throw redirect("/teacher");
  }
  return actor;
}

/** For teacher pages: a visitor is sent to the teacher sign-in, a student to their own home. */
export function requireTeacher(context: Context): User {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin?as=teacher");
  if (actor.role !== "teacher") {
    toast(context, "error", "That page is for teachers.");
    throw redirect("/dashboard");
  }
  return actor;
}

/** Where a signed-in person belongs. */
export const homeOf = (user: User) => (user.role === "teacher" ? "/teacher" : "/dashboard");

/** The loader of a teacher's dialog that needs no data: it only turns away everyone else. */
export function teacherOnlyLoader({ context }: { context: Context }) {
  requireTeacher(context);
  return null;
}
