import type { RouterContextProvider } from "react-router";
import { requireStudent, requireTeacher } from "~/http/guards.server";

/** Whose view of the content a page is: each address (/student/…, /teacher/…) says it by the account it names. */
export type Account = "student" | "teacher";

export const accountActor = (account: Account, context: Readonly<RouterContextProvider>) =>
  account === "teacher" ? requireTeacher(context) : requireStudent(context);
