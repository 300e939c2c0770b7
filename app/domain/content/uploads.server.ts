import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { mkdir, open, realpath, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "~/config.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";

/** Uploaded files live outside the public folder under random names; the database maps names to notes. */
export const uploadPath = (fileKey: string) => path.resolve(config.UPLOAD_DIR, fileKey);

/** A name's path relative to UPLOAD_DIR, or null for a name that leads elsewhere (from a tampered database). */
function belowUploads(name: string) {
  const relative = path.relative(path.resolve(config.UPLOAD_DIR), uploadPath(name));
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : null;
}

/**
 * An uploaded file opened for reading, with its size, or null when there is no such file. Only a regular
 * file really inside UPLOAD_DIR is opened, never through a symbolic link: a link planted there (by a
 * tampered backup, say) could otherwise serve any file of the server. The caller closes the handle.
 */
export async function openUpload(name: string) {
  const relative = belowUploads(name);
  if (!relative) return null;
  const [root, real] = await Promise.all([realpath(config.UPLOAD_DIR), realpath(uploadPath(relative))]).catch(() => []);
  if (!root || real !== path.join(root, relative)) return null;
  const handle = await open(uploadPath(relative), constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
  if (!handle) return null;
  const info = await handle.stat();
  if (info.isFile()) return { handle, size: info.size };
  await handle.close();
  return null;
}

/**
 * A file received with a request, written to the temporary folder while the body was read
 * (app/http/uploads.server.ts). It is gone once the request is answered, unless kept with `keepReceivedFile`.
 */
export type ReceivedFile = { path: string; size: number };

/**
 * Inside UPLOAD_DIR, so that keeping a received file is a rename on the same file system. Backups
 * leave it out (server/backup.mjs keeps the same name), and it is emptied when the server starts.
 */
export const TEMP_UPLOADS = "tmp";
const tempDir = () => path.resolve(config.UPLOAD_DIR, TEMP_UPLOADS);

/** A new name in the temporary folder (created if missing) for a file about to be received. */
export async function newTempPath() {
  await mkdir(tempDir(), { recursive: true });
  return path.join(tempDir(), `${randomBytes(16).toString("hex")}.part`);
}

/** At start, before any request: what is left there is from requests a crash or a restart cut short. */
export async function clearTempUploads() {
  await rm(tempDir(), { recursive: true, force: true });
  await mkdir(tempDir(), { recursive: true });
}

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

/** Moves a received file to its place under a new random name and returns that name and its size. */
export async function keepReceivedFile(file: ReceivedFile, extension: string) {
  const fileKey = `${randomBytes(16).toString("hex")}.${extension}`;
  await rename(file.path, uploadPath(fileKey));
  return { fileKey, size: file.size };
}

/** Writes bytes made on the server (the demo's sample PDF) under a new random name. */
export async function storeUpload(bytes: Uint8Array, extension: string) {
  await mkdir(path.resolve(config.UPLOAD_DIR), { recursive: true });
  const fileKey = `${randomBytes(16).toString("hex")}.${extension}`;
  await writeFile(uploadPath(fileKey), bytes, { flag: "wx" });
  return { fileKey, size: bytes.byteLength };
}

export async function removeUpload(fileKey: string) {
  const relative = belowUploads(fileKey);
  if (relative) await rm(uploadPath(relative), { force: true });
}

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
