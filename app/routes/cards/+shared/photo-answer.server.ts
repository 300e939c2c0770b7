import type { Actor } from "~/domain/access/actor";
import { openStudentPhoto } from "~/domain/cards/photos.server";
import { readForPage } from "~/http/pages.server";

/** A student's photo (`?size=2` for the 2x file) for the teacher or the student themself; another's is "not found". */
export async function photoBytes(request: Request, actor: Actor, studentId: number) {
  const scale = new URL(request.url).searchParams.get("size") === "2" ? 2 : 1;
  const bytes = await openStudentPhoto(actor, studentId, scale);
  // A person's photo: kept by no shared cache, never sniffed.
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/** The same as a page answers it: 404 for another's or none. */
export const photoAnswer = (request: Request, actor: Actor, studentId: number) =>
  readForPage(() => photoBytes(request, actor, studentId));
