import type { Readable } from "node:stream";

/**
 * A file received with a request, written to this instance's temporary folder while the body was read
 * (app/http/uploads.server.ts). It is gone once the request is answered, unless kept with `FileStore.keep`.
 */
export type ReceivedFile = { path: string; size: number };

/** A stored file opened for reading. The reader ends or destroys the stream, which lets the file go. */
export type OpenedFile = { stream: Readable; size: number };

/**
 * Where uploaded files live, by name (a random key, "site/<key>-1x.webp"): the upload folder or an S3 bucket
 * (docs/decisions/198-file-store.md). Whoever asks has been checked already; the store only keeps bytes.
 */
export type FileStore = {
  /** Takes a received file in under `name`: a rename in the folder, an upload streamed from disk to a bucket. */
  keep(file: ReceivedFile, name: string): Promise<void>;
  /** Writes bytes made on the server (the demo's sample PDF, a re-encoded image) under `name`. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file as a stream with its size, or null when there is no such file (or the name is not one of ours). */
  open(name: string): Promise<OpenedFile | null>;
  /** Deletes the file; a missing one is no error. */
  remove(name: string): Promise<void>;
  /** Where this kind of store has files being received written: beside the files, or the system's temporary folder. */
  tempRoot: string;
};
