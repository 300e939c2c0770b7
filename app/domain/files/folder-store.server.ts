import { constants } from "node:fs";
import { mkdir, open, realpath, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "./stored-files";

/**
 * Files being received, inside the upload folder so that keeping one is a rename on the same file system.
 * Backups leave it out (server/backup.mjs keeps the same name).
 */
export const TEMP_UPLOADS = "tmp";

/**
 * Uploaded files in a folder outside the public one, under random names (the database maps names to notes).
 * Whatever a name says (a tampered database or backup), only a regular file really inside the folder is
 * read, written or removed, never through a symbolic link: a link planted there could otherwise serve any
 * file of the server.
 */
export function folderStore(folder: string): FileStore {
  const root = path.resolve(folder);

  /** A name's path inside the folder, or null for a name that leads elsewhere. */
  const inside = (name: string) => {
    const relative = path.relative(root, path.resolve(root, name));
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? path.join(root, relative) : null;
  };
  /** Whether the path is where it says, inside the folder, with no symbolic link on the way to it. */
  const reachedDirectly = async (place: string) => {
    const [realRoot, real] = await Promise.all([realpath(root), realpath(place)]).catch(() => []);
    return Boolean(realRoot) && real === path.join(realRoot, path.relative(root, place));
  };
  const placeFor = async (name: string) => {
    const place = inside(name);
    if (place) await mkdir(path.dirname(place), { recursive: true });
    if (!place || !(await reachedDirectly(path.dirname(place))))
      throw new Error(`Refused to store a file outside the upload folder: ${name}`);
    return place;
  };

  return {
    tempRoot: path.join(root, TEMP_UPLOADS),

    async keep(file, name) {
      await rename(file.path, await placeFor(name));
    },

    async put(name, bytes) {
      await writeFile(await placeFor(name), bytes, { flag: "wx" });
    },

    async open(name) {
      const place = inside(name);
      if (!place || !(await reachedDirectly(place))) return null;
      const handle = await open(place, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      // The stream closes the file once read or destroyed.
      if (info.isFile()) return { stream: handle.createReadStream(), size: info.size };
      await handle.close();
      return null;
    },

    async remove(name) {
      // A link itself may go, but not a file reached through a linked folder.
      const place = inside(name);
      if (place && (await reachedDirectly(path.dirname(place)))) await rm(place, { force: true });
    },
  };
}
