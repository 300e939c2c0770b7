import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { config } from "~/config.server";

/** Uploaded files live outside the public folder under random names; the database maps names to notes. */
export const uploadPath = (fileKey: string) => path.resolve(config.UPLOAD_DIR, fileKey);

/** Streams a file to disk under a new random name and returns that name and the size written. */
export async function storeUpload(source: ReadableStream<Uint8Array> | Uint8Array, extension: string) {
  await mkdir(path.resolve(config.UPLOAD_DIR), { recursive: true });
  const fileKey = `${randomBytes(16).toString("hex")}.${extension}`;
  const input = source instanceof Uint8Array ? Readable.from([source]) : Readable.fromWeb(source as WebReadableStream);
  const output = createWriteStream(uploadPath(fileKey), { flags: "wx" });
  try {
    await pipeline(input, output);
  } catch (error) {
    await removeUpload(fileKey);
    throw error;
  }
  return { fileKey, size: output.bytesWritten };
}

export const removeUpload = (fileKey: string) => rm(uploadPath(fileKey), { force: true });
