import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "~/config.server";

/** Uploaded files live outside the public folder under random names; the database maps names to notes. */
export const uploadPath = (fileKey: string) => path.resolve(config.UPLOAD_DIR, fileKey);

export const newFileKey = (extension: string) => `${randomBytes(16).toString("hex")}.${extension}`;

export async function saveUpload(bytes: Uint8Array, extension: string) {
  await mkdir(path.resolve(config.UPLOAD_DIR), { recursive: true });
  const fileKey = newFileKey(extension);
  await writeFile(uploadPath(fileKey), bytes, { flag: "wx" });
  return { fileKey, size: bytes.byteLength };
}
