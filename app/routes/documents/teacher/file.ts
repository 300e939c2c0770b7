import { openDocumentFile } from "~/domain/documents/runs.server";
import { answerWithFile } from "~/http/file-response.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import type { Route } from "./+types/file";

/** A finished run's PDF, for the teacher to save or print. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return answerWithFile(request, async () => {
    const file = await openDocumentFile(teacher, idParam(params.runId));
    return { ...file, mime: "application/pdf", downloadName: file.name };
  });
}
