import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";

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

/**
 * Deletes rows whose cascade takes notes with them (a subject, a folder, a note…), then those notes'
 * files, so that no file outlives its row. The keys are read in the same transaction as the delete.
 */
export async function deleteWithNoteFiles(
  notes: Prisma.NoteWhereInput,
  remove: (tx: Prisma.TransactionClient) => Promise<unknown>,
) {
  const fileKeys = await db.$transaction(async (tx) => {
    const found = await tx.note.findMany({ where: notes, select: { fileKey: true } });
    await remove(tx);
    return found.map((note) => note.fileKey);
  });
  await Promise.all(fileKeys.map(removeUpload));
}

/** "3 sub-folders, 12 notes, 2 videos": what a delete takes with it, in the confirmation's words. */
export function describeCounts(counts: [count: number, one: string, many: string][]) {
  const parts = counts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return parts.length > 0 ? parts.join(", ") : "nothing else";
}
