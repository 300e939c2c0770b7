import { DomainError } from "~/domain/errors.server";
import { setPublished } from "~/domain/marks/publish.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "../+types/publish-results";

/** 'Publish results' or 'Unpublish' on a test: either way back to the test on its Tests page, with a toast. */
export function publishAction(published: boolean) {
  return async ({ context, params }: Route.ActionArgs) => {
    const teacher = requireTeacher(context);
    const testId = idParam(params.testId);
    const back = `${idPath`/teacher/test/${params.batchId}/${params.subjectId}`}?test=${testId}`;
    try {
      const { message } = await setPublished(teacher, testId, published);
      return redirectWithToast(context, back, "success", message);
    } catch (error) {
      if (error instanceof DomainError) return redirectWithToast(context, back, "error", error.message);
      throw error;
    }
  };
}
