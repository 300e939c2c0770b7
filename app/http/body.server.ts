import { tooLarge } from "~/domain/core/errors.server";

/**
 * Every body is read with a limit: a form or JSON body of a few fields never needs more than this,
 * and a request that announces more (Content-Length) is refused before a byte is read. A body sent
 * without Content-Length is cut off as soon as it passes the limit, so no request can fill memory.
 */
export const MAX_FORM_BYTES = 1024 * 1024;
/** The marks sheet of a large batch is the biggest form: three fields for each of a few hundred students. */
export const MAX_FORM_FIELDS = 5000;
/** No sheet form (marks, roll numbers) numbers more rows than this, whatever its batch. */
export const MAX_SHEET_ROWS = 5000;

export const TOO_LARGE_BODY = "The request is too large. Please send less at once.";

/** Refuses early when the announced size is over the limit. */
export function checkAnnouncedSize(request: Request, limit: number, message = TOO_LARGE_BODY) {
  const announced = Number(request.headers.get("Content-Length") ?? 0);
  if (announced > limit) throw tooLarge(message);
}

/** The body as text, read chunk by chunk and abandoned as soon as it passes the limit. */
export async function readLimitedText(request: Request, limit = MAX_FORM_BYTES) {
  checkAnnouncedSize(request, limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      // Released, not cancelled: cancelling would close the connection before our 413 reaches the client.
      reader.releaseLock();
      throw tooLarge(TOO_LARGE_BODY);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export const UNREADABLE_FORM = "The form could not be read. Please go back and send it again from the page.";
export const TOO_MANY_PARTS = "The form has too many fields or files.";

/** The body's media type without its parameters, e.g. "application/json". */
export const mediaType = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
