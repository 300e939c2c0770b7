import { Readable } from "node:stream";
import { DomainError } from "~/domain/errors.server";
import { openNoteFile } from "~/domain/notes.server";
import { apiFailure } from "~/http/api.server";
import { getActor } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import type { Route } from "./+types/note-file";

/** A note's file, streamed only to a teacher or a permitted student; 401/403/404 otherwise. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const file = await openNoteFile(getActor(context), idParam(params.noteId));
    const download = new URL(request.url).searchParams.has("download");
    const name = encodeURIComponent(file.downloadName);
    // React Router drops a HEAD answer's body without reading it: close the file here instead.
    const head = request.method === "HEAD";
    if (head) file.stream.destroy();
    return new Response(head ? null : (Readable.toWeb(file.stream) as ReadableStream), {
      headers: {
        "Content-Type": file.mime,
        "Content-Length": String(file.size),
        "Content-Disposition": `${download ? "attachment" : "inline"}; filename*=UTF-8''${name}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return apiFailure(error);
    throw error;
  }
}
