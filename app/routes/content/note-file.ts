import { openNoteFile } from "~/domain/content/notes.server";
import { DomainError } from "~/domain/core/errors.server";
import { apiFailure } from "~/http/api.server";
import { uploadedFileResponse } from "~/http/file-response.server";
import { getActor } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import type { Route } from "./+types/note-file";

/** A note's file, streamed only to a teacher or a permitted student; 401/403/404 otherwise. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    return uploadedFileResponse(request, await openNoteFile(getActor(context), idParam(params.noteId)));
  } catch (error) {
    if (error instanceof DomainError) return apiFailure(error);
    throw error;
  }
}
