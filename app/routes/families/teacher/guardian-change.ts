import { redirect } from "react-router";
import { decideGuardianChange } from "~/domain/families/guardian-changes.server";
import { handleButton } from "~/http/actions.server";
import { parseInput } from "~/http/api.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { guardianDecisionSchema } from "~/schemas/families";
import type { Route } from "./+types/guardian-change";

/** 'Confirm' and 'Reject' beside a student's waiting guardian change post here; a visit goes back to the student. */
export function loader({ params, context }: Route.LoaderArgs) {
  requireTeacher(context);
  return redirect(idPath`/teacher/students/${params.studentId}`);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  const sent = Object.fromEntries(await readFormData(request));
  return handleButton(context, `/teacher/students/${studentId}`, async () =>
    decideGuardianChange(teacher, studentId, idParam(params.changeId), parseInput(guardianDecisionSchema, sent)),
  );
}
