import { openNoteFile } from "~/domain/content/notes.server";
import { answerWithFile } from "~/http/file-response.server";
import { getActor } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import type { Route } from "./+types/note-file";

/** A note's file, streamed only to a teacher or a permitted student; 401/403/404 otherwise. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return answerWithFile(request, () => openNoteFile(getActor(context), idParam(params.noteId)));
}
