import { redirect } from "react-router";
import { startBatchPapers } from "~/domain/cards/batch-papers.server";
import { DomainError } from "~/domain/core/errors.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { batchPapersSchema } from "~/schemas/cards";
import type { Route } from "./+types/batch-papers";

/**
 * 'Make PDF' on a batch's page (POST /teacher/course/:batchId/papers): starts the run that makes the batch's report
 * cards or ID cards into one PDF, and goes to its page, which shows the progress and then the download. A choice
 * the form never offers goes back to the batch's page with the reason.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const back = `/teacher/course/${batchId}`;
  const sent = batchPapersSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!sent.success) return redirectWithToast(context, back, "error", sent.error.issues[0].message);
  try {
    return redirect(`/teacher/documents/${await startBatchPapers(teacher, batchId, sent.data)}`);
  } catch (error) {
    if (error instanceof DomainError) return redirectWithToast(context, back, "error", error.message);
    throw error;
  }
}
