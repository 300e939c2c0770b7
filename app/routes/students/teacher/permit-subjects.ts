import { redirect } from "react-router";
import { permitAllSubjects } from "~/domain/access/rules.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import type { Route } from "./+types/permit-subjects";

/** 'Permit all subjects' on a student's page posts here; there is nothing to show, so a visit goes back there. */
export function loader({ params, context }: Route.LoaderArgs) {
  requireTeacher(context);
  return redirect(idPath`/teacher/students/${params.studentId}`);
}

export async function action({ params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  return handleButton(context, `/teacher/students/${studentId}`, () => permitAllSubjects(teacher, studentId));
}
