import type { Readable } from "node:stream";
import busboy from "busboy";
import { invalid, tooLarge } from "~/domain/core/errors.server";
import {
  checkAnnouncedSize,
  MAX_FORM_BYTES,
  MAX_FORM_FIELDS,
  MAX_SHEET_ROWS,
  TOO_LARGE_BODY,
  TOO_MANY_PARTS,
  UNREADABLE_FORM,
} from "./body.server";

export type StreamLimits = {
  maxFiles: number;
  maxFileBytes: number;
  tooLargeMessage: string;
  /** How many rows a sheet form numbers (`students[0]` … ): see `fieldNameProblem`. None unless given. */
  rows?: number;
};

/** Conform's own control fields: our forms send none (no list buttons, validation at submit on the server). */
const CONFORM_CONTROLS = new Set(["__intent__", "__state__"]);
export const ROW_OUT_OF_SHEET =
  "The form names a row the sheet does not have. Please reload the page and send it again.";

/**
 * Why a field name is refused, if it is. Conform turns `students[9].roll_no` (or `students.9.roll_no`) into an
 * array as long as the largest number, and every missing row into work and an error: one name with the number
 * 10,000,000 kept the server busy for minutes. So a number in a name must be below the form's row count (the
 * sheet's students), and a form that numbers no rows takes no numbers at all. Conform's control fields can
 * name any index too (and break its JSON parsing), and no form of ours sends them.
 */
function fieldNameProblem(name: string, rows: number) {
  if (CONFORM_CONTROLS.has(name)) return UNREADABLE_FORM;
  const tooFar = name.split(/[[\].]/).some((part) => /^\d+$/.test(part) && Number(part) >= rows);
  return tooFar ? ROW_OUT_OF_SHEET : null;
}

export type StreamHandlers = {
  /** A field as soon as it has arrived; "stop" ends the reading there (the rest of the body is not read). */
  field: (name: string, value: string) => "stop" | undefined;
  /** A file part while it arrives: the handler must consume `stream`; the reading waits for it at the end. */
  file?: (name: string, stream: Readable) => Promise<void>;
};

/**
 * Reads a url-encoded or multipart form as it arrives, with busboy (the streaming parser under multer):
 * fields are handed over one by one and each file as a stream, so a file is never held whole in memory;
 * the request body is read only as fast as the handlers take it. The limits are those of every form
 * (fields, their size, part headers: busboy refuses headers over 16 KB), plus `maxFiles` files of at most
 * `maxFileBytes` each, checked as the bytes come. A failure becomes "too large" (413) or "invalid" (400);
 * a handler's own failure is passed on as it is. On any failure a file stream still open is destroyed,
 * so its handler can remove what it wrote, and the reading returns only once every handler has finished.
 */
export async function streamForm(request: Request, limits: StreamLimits, handlers: StreamHandlers) {
  const maxTotalBytes = limits.maxFiles * limits.maxFileBytes + MAX_FORM_BYTES;
  const tooLargeMessage = limits.maxFiles > 0 ? limits.tooLargeMessage : TOO_LARGE_BODY;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: MAX_FORM_FIELDS,
        parts: MAX_FORM_FIELDS,
        fieldSize: MAX_FORM_BYTES,
      },
    });
  } catch {
    // Not a url-encoded or multipart form (busboy reads only those), or multipart without a boundary.
    throw invalid(UNREADABLE_FORM);
  }

  // Why the reading ended early, the first reason only: a failure, or "stop" from a handler.
  let outcome: unknown = null;
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const end = (why: unknown) => {
    outcome ??= why;
    settle();
  };
  const fileHandlers: Promise<void>[] = [];
  let fieldBytes = 0;

  const rows = Math.min(limits.rows ?? 0, MAX_SHEET_ROWS);
  parser.on("field", (name, value, info) => {
    fieldBytes += name.length + value.length;
    if (info.valueTruncated || fieldBytes > MAX_FORM_BYTES) return end(tooLarge(TOO_LARGE_BODY));
    const problem = fieldNameProblem(name, rows);
    if (problem) return end(invalid(problem));
    if (outcome === null && handlers.field(name, value) === "stop") end("stop");
  });
  const onFile = handlers.file;
  // Without a handler busboy skips file parts, after counting them against maxFiles.
  if (onFile) {
    parser.on("file", (name, stream) => {
      const problem = fieldNameProblem(name, rows);
      if (problem) end(invalid(problem));
      // Destroyed on a failure, perhaps before its handler listens: the handler sees that, nobody else must.
      stream.on("error", () => {});
      stream.once("limit", () => end(tooLarge(tooLargeMessage)));
      fileHandlers.push(onFile(name, stream).catch(end));
    });
  }
  for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) {
    parser.on(limit, () => end(tooLarge(TOO_MANY_PARTS)));
  }
  parser.on("error", () => end(invalid(UNREADABLE_FORM)));
  parser.on("close", settle);

  const reader = request.body?.getReader();
  let received = 0;
  try {
    while (outcome === null) {
      const chunk = reader ? await reader.read() : { done: true as const };
      if (chunk.done) {
        parser.end();
        break;
      }
      received += chunk.value.byteLength;
      if (received > maxTotalBytes) end(tooLarge(tooLargeMessage));
      // The parser is full until the file handlers have taken what it holds: wait rather than read on.
      else if (!parser.write(chunk.value)) await Promise.race([new Promise((on) => parser.once("drain", on)), settled]);
    }
  } catch {
    // The client went away in the middle of the body.
    end(invalid(UNREADABLE_FORM));
  } finally {
    // Released, not cancelled: cancelling would close the connection before our 413 reaches the client.
    reader?.releaseLock();
  }
  await settled;
  if (outcome !== null) parser.destroy();
  await Promise.all(fileHandlers);
  if (outcome !== null && outcome !== "stop") throw outcome;
}

/**
 * A form of fields only (every form but the uploads, which `withUploadForm` reads), with the limits of
 * every form: a file part in it is refused as one part too many. `rows`: how many rows a sheet form numbers.
 */
export async function readLimitedForm(request: Request, rows = 0) {
  checkAnnouncedSize(request, MAX_FORM_BYTES);
  const fields = new FormData();
  await streamForm(
    request,
    { maxFiles: 0, maxFileBytes: 0, tooLargeMessage: TOO_LARGE_BODY, rows },
    { field: (name, value) => void fields.append(name, value) },
  );
  return fields;
}
