import { numericIdOf } from "~/domain/core/ids.server";
import { openDocumentFile } from "~/domain/documents/runs.server";
import { answerWithFile } from "~/http/file-response.server";
import { getActor } from "~/http/guards.server";
import type { Route } from "./+types/file";

/** GET /teacher/documents/{id}/file: the finished PDF; 409 while it is being made. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return answerWithFile(request, async () => {
    const file = await openDocumentFile(getActor(context), numericIdOf(params.id, "Document"));
    return { ...file, mime: "application/pdf", downloadName: file.name };
  });
}
