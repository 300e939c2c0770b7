import { randomBytes } from "node:crypto";
import { open } from "node:fs/promises";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import { fileStore } from "../files/file-store.server";
import type { ReceivedFile } from "../files/stored-files";

/** A stored file opened for reading, with its size, or null when there is no such file (see FileStore.open). */
export const openUpload = (name: string) => fileStore().open(name);

/** The first bytes of a received file, to tell what it is by its content. */
export async function readHead(file: ReceivedFile, bytes: number) {
  const handle = await open(file.path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const newFileKey = (extension: string) => `${randomBytes(16).toString("hex")}.${extension}`;

/** Keeps a received file under a new random name and returns that name and its size. */
export async function keepReceivedFile(file: ReceivedFile, extension: string) {
  const fileKey = newFileKey(extension);
  await fileStore().keep(file, fileKey);
  return { fileKey, size: file.size };
}

/** Stores bytes made on the server (the demo's sample PDF) under a new random name. */
export async function storeUpload(bytes: Uint8Array, extension: string) {
  const fileKey = newFileKey(extension);
  await fileStore().put(fileKey, bytes);
  return { fileKey, size: bytes.byteLength };
}

export const removeUpload = (fileKey: string) => fileStore().remove(fileKey);

/**
 * Deletes rows whose cascade takes notes with them (a subject, a folder, a note…), then those notes'
 * files, so that no file outlives its row. The keys are read in the same transaction as the delete.
 */
export async function deleteWithNoteFiles(
  notes: Prisma.NoteWhereInput,
  remove: (tx: Prisma.TransactionClient) => Promise<unknown>,
) {
  const fileKeys = await inTransaction(async (tx) => {
    const found = await tx.note.findMany({ where: notes, select: { fileKey: true } });
    await remove(tx);
    return found.map((note) => note.fileKey);
  });
  await Promise.all(fileKeys.map(removeUpload));
}

/**
 * "3 sub-folders, 12 notes, 2 videos": what a delete takes with it, in the confirmation's words and the
 * request's language (each key a plural of the teacher catalogue, "{{count}} notes").
 */
export function describeCounts(counts: [count: number, key: string][]) {
  const t = requestTranslator("teacher");
  const parts = counts.filter(([count]) => count > 0).map(([count, key]) => t(key, { count }));
  return parts.length > 0 ? parts.join(", ") : t("nothing else");
}
