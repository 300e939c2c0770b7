import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { maxUploadBytes, tooLargeMessage } from "~/domain/content/notes.server";
import { newTempPath } from "~/domain/files/received-files.server";
import type { ReceivedFile } from "~/domain/files/stored-files";
import { checkAnnouncedSize, MAX_FORM_BYTES } from "./body.server";
import { streamForm } from "./form-stream.server";

/** A form with at most one file: its fields, and the file (on disk) of the field it was sent in, if one was chosen. */
export type UploadForm = { fields: FormData; file: (field: string) => ReceivedFile | null };

type Received = ReceivedFile & { field: string };

const rethrow = (error: unknown): never => {
  throw error;
};

/**
 * Reads a form with at most one file and runs `use` with it. The file streams to a temporary file as it
 * arrives (docs/decisions/080-uploads-streamed-to-disk.md), with the limits of every form plus the file's
 * own (`MAX_UPLOAD_MB`), checked as the bytes come. Whatever happens, the temporary file is gone
 * afterwards: kept (moved to its place by the domain), or removed here. A body that cannot be read (too
 * large, broken, given up half-way) goes to `unreadable`, which throws it on unless told otherwise.
 * `rows`: how many rows the form numbers, for a sheet form (the marks sheet) as `readFormData` says.
 */
export async function withUploadForm<Answer, Unreadable = never>(
  request: Request,
  use: (form: UploadForm) => Promise<Answer>,
  unreadable: (error: unknown) => Unreadable = rethrow,
  rows = 0,
): Promise<Answer | Unreadable> {
  const fields = new FormData();
  const received: Received[] = [];
  try {
    try {
      const limits = { maxFiles: 1, maxFileBytes: maxUploadBytes(), tooLargeMessage: tooLargeMessage(), rows };
      checkAnnouncedSize(request, limits.maxFileBytes + MAX_FORM_BYTES, limits.tooLargeMessage);
      await streamForm(request, limits, {
        field: (name, value) => void fields.append(name, value),
        file: async (field, stream) => {
          const file: Received = { field, path: await newTempPath(), size: 0 };
          received.push(file);
          const output = createWriteStream(file.path, { flags: "wx" });
          await pipeline(stream, output);
          file.size = output.bytesWritten;
        },
      });
    } catch (error) {
      return unreadable(error);
    }
    // An empty file input sends an empty part: no file was chosen.
    const file = (field: string) => received.find((one) => one.field === field && one.size > 0) ?? null;
    return await use({ fields, file });
  } finally {
    await Promise.all(received.map((file) => rm(file.path, { force: true })));
  }
}

/** A received file (a marks CSV) as a stream, to be read as it goes rather than whole. */
export const streamOf = (file: ReceivedFile) => createReadStream(file.path);
