import { redirect } from "react-router";
import { sendReminderNow } from "~/domain/fees/reminders.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import type { Route } from "./+types/remind";

/** 'Send reminder now' on a student's fee account posts here; a visit goes back to the student's page. */
export function loader({ params, context }: Route.LoaderArgs) {
  requireTeacher(context);
  return redirect(idPath`/teacher/students/${params.studentId}`);
}

export async function action({ params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  const back = `/teacher/students/${studentId}`;
  return handleButton(context, back, () => sendReminderNow(teacher, studentId), { refused: "toast" });
}
