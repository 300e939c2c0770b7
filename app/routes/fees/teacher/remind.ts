import { redirect } from "react-router";
import { DomainError } from "~/domain/core/errors.server";
import { sendReminderNow } from "~/domain/fees/reminders.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
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
  try {
    const { message } = await sendReminderNow(teacher, studentId);
    return redirectWithToast(context, back, "success", message);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return redirectWithToast(context, back, "error", error.message);
  }
}
