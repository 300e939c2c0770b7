import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileStore } from "./file-store.server";

/**
 * This process's own folder for files being received: several instances may share the store's temporary
 * folder (one upload folder on a shared disk), and none may touch another's uploads in progress. The process
 * id helps whoever reads the folder; the random part tells apart processes of two containers (both pid 1).
 */
const INSTANCE = `${process.pid}-${randomBytes(6).toString("hex")}`;

/**
 * A folder of the temporary one untouched this long belongs to an instance that stopped (or has received
 * nothing since): every file being received was created in it within the time one upload can take, which
 * the server's request limits keep far below this.
 */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

const ownTempDir = () => path.join(fileStore().tempRoot, INSTANCE);

/** A new path in this instance's temporary folder (created if missing) for a file about to be received. */
export async function newTempPath() {
  await mkdir(ownTempDir(), { recursive: true });
  return path.join(ownTempDir(), `${randomBytes(16).toString("hex")}.part`);
}

/**
 * At start: what crashed or stopped instances left in the temporary folder goes, by age; the folders of
 * instances still receiving stay. A folder's time is that of the newest file created in it, so an old time
 * means no upload can still be arriving there.
 */
export async function sweepTempUploads(now = Date.now()) {
  const root = fileStore().tempRoot;
  await mkdir(root, { recursive: true });
  for (const name of await readdir(root)) {
    const entry = path.join(root, name);
    const info = await lstat(entry).catch(() => null);
    if (info && now - info.mtimeMs > STALE_AFTER_MS && name !== INSTANCE)
      await rm(entry, { recursive: true, force: true });
  }
}
