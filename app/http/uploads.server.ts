import { maxUploadBytes, tooLargeMessage } from "~/domain/notes.server";
import { MAX_FORM_BYTES, readLimitedForm } from "./body.server";

/**
 * Reads a form with one file, with the same limits as every form plus the file's own
 * (`MAX_UPLOAD_MB`): the parser stops at the limit rather than reading a huge body into memory.
 */
export function readUploadForm(request: Request) {
  return readLimitedForm(
    request,
    { maxFiles: 1, maxFileSize: maxUploadBytes(), maxTotalSize: maxUploadBytes() + MAX_FORM_BYTES },
    (file) => file,
    tooLargeMessage(),
  );
}
