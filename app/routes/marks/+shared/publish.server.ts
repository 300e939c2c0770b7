import { setPublished } from "~/domain/marks/publish.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { answerRefusal } from "~/http/refusals.server";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "../teacher/+types/publish-results";

/**
 * 'Publish results' or 'Unpublish' on a test: back to the test on its Tests page, with what happened or why
 * not (a test with no marks yet) as a toast. A test that does not exist is the 404 page.
 */
export function publishAction(published: boolean) {
  return async ({ request, context, params }: Route.ActionArgs) => {
    const teacher = requireTeacher(context);
    // 'Tell families' is ticked unless the teacher unticked it (an unticked box is not sent).
    const tellFamilies = (await readFormData(request)).get("tell_families") === "on";
    const testId = idParam(params.testId);
    const back = `${idPath`/teacher/test/${params.batchId}/${params.subjectId}`}?test=${testId}`;
    const outcome = await readForPage(() =>
      answerRefusal(
        async () => ({
          type: "success" as const,
          message: (await setPublished(teacher, testId, published, { tellFamilies })).message,
        }),
        ({ message }) => ({ type: "error" as const, message }),
        ["invalid"],
      ),
    );
    return redirectWithToast(context, back, outcome.type, outcome.message);
  };
}
