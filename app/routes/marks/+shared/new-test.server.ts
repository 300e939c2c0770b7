import { createTest } from "~/domain/marks/tests.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { newTestSchema } from "~/schemas/marks";
import type { Route } from "../teacher/+types/new-test";

/** 'Add Test': wherever it was opened, the new test is shown on the subject's Tests page. */
export async function newTestAction({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const subjectId = idParam(params.subjectId);
  return handleForm(await readFormData(request), newTestSchema, async (value) => {
    const { message } = await createTest(teacher, batchId, subjectId, value);
    return redirectWithToast(context, `/teacher/test/${batchId}/${subjectId}`, "success", message);
  });
}
