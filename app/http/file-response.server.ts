import { Readable } from "node:stream";
import { DomainError } from "~/domain/core/errors.server";
import { apiFailure } from "./api.server";

type UploadedFile = { stream: Readable; size: number; mime: string; downloadName: string };

/** The file the domain opens for the asker, or its refusal (401, 403, 404) answered as the API answers one. */
export async function answerWithFile(request: Request, open: () => Promise<UploadedFile>) {
  try {
    return uploadedFileResponse(request, await open());
  } catch (error) {
    if (error instanceof DomainError) return apiFailure(error);
    throw error;
  }
}

/** An uploaded file (a note, a homework's PDF) as the answer: inline, or as a download with `?download`. */
export function uploadedFileResponse(request: Request, file: UploadedFile) {
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
}
