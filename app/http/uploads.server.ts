import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { invalid, tooLarge } from "~/domain/errors.server";
import { maxUploadBytes, tooLargeMessage } from "~/domain/notes.server";

/**
 * Reads a form with one file. The parser stops at the size limit rather than reading a huge body
 * into memory; its failures become the domain's "too large" (413) and "invalid" (400).
 */
export async function readUploadForm(request: Request) {
  try {
    return await parseFormData(request, { maxFiles: 1, maxFileSize: maxUploadBytes() }, (file) => file);
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw tooLarge(tooLargeMessage());
    }
    // A broken multipart body, or one that is no form at all, is bad input rather than a fault.
    if (error instanceof FormDataParseError || error instanceof TypeError) {
      throw invalid("The upload could not be read. Please try again.");
    }
    throw error;
  }
}
