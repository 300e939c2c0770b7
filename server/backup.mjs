// Backups of everything the site keeps: the SQLite database, copied with SQLite's online backup API
// (a consistent snapshot even while the server writes), and the whole upload folder (notes, photos). With
// the files in an S3 bucket (FILE_STORE=s3), the bucket's own versioning keeps them: a backup holds the
// database and says where the files are (docs/decisions/198-file-store.md).
// Plain JavaScript, so that server.js, `npm run backup` and `npm run restore` share it without a build.
import { createHash } from "node:crypto";
import { constants, createReadStream, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { copyFile, cp, lstat, mkdir, open, readdir, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";

const DATABASE_NAME = "app.db";
const UPLOADS_NAME = "uploads";
const MANIFEST_NAME = "manifest.json";
const BACKUP_PREFIX = "backup-";
/** Uploads being received, half-written (TEMP_UPLOADS in app/domain/files/folder-store.server.ts): nothing to keep. */
const TEMP_UPLOADS_NAME = "tmp";

/**
 * Where the data lives, read from the same variables (and defaults) as the app's configuration: `bucket` is
 * the S3 bucket that holds the files instead of the upload folder, or null.
 */
export function dataPaths(env = process.env) {
  const url = env.DATABASE_URL || "file:./data/app.db";
  return {
    databaseFile: path.resolve(url.replace(/^file:/, "")),
    uploadDir: path.resolve(env.UPLOAD_DIR || "./data/uploads"),
    bucket: env.FILE_STORE === "s3" ? env.S3_BUCKET || null : null,
  };
}

/** What a backup says of files it does not hold, for the backup command and the restore command to print. */
export const bucketNote = (bucket) =>
  `The files (notes, homework, site images) are in the S3 bucket ${bucket}, not in this backup: ` +
  "keep versioning on for that bucket, so that its versions are the files' backup (README, Backups).";

async function sha256(file) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/**
 * Everything under `folder`, without following symbolic links: the regular files and folders by their
 * relative paths, and whatever else is there (links, devices, pipes), which no backup should hold.
 */
async function walk(folder, prefix = "", found = { files: [], folders: [], others: [] }) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) {
      found.folders.push(relative);
      await walk(path.join(folder, entry.name), relative, found);
    } else if (entry.isFile()) found.files.push(relative);
    else found.others.push({ path: relative, link: entry.isSymbolicLink() });
  }
  return found;
}

async function manifestOf(folder) {
  const files = [];
  for (const relative of (await walk(folder)).files.filter((name) => name !== MANIFEST_NAME).sort()) {
    const file = path.join(folder, relative);
    files.push({ path: relative, size: (await lstat(file)).size, sha256: await sha256(file) });
  }
  return files;
}

const stamp = (date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * Writes one backup folder `backup-<UTC time>` into `backupDir`: app.db, uploads/ and manifest.json
 * (size and SHA-256 of every file). It is built under a temporary name and renamed when complete,
 * so a folder with the backup name is always a whole backup. With the files in a `bucket`, uploads/ stays
 * empty and the manifest names the bucket. Returns its path.
 */
export async function createBackup({ databaseFile, uploadDir, bucket, backupDir, now = new Date() }) {
  const name = `${BACKUP_PREFIX}${stamp(now)}`;
  const partial = path.resolve(backupDir, `.${name}.partial`);
  const finished = path.resolve(backupDir, name);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
    try {
      await database.backup(path.join(partial, DATABASE_NAME));
    } finally {
      database.close();
    }
    await mkdir(path.join(partial, UPLOADS_NAME));
    if (!bucket && existsSync(uploadDir)) {
      const temporary = path.join(uploadDir, TEMP_UPLOADS_NAME);
      // Only folders and regular files: a link or a device in the upload folder is not the site's data.
      const worthKeeping = async (from) => {
        const info = await lstat(from);
        return from !== temporary && (info.isDirectory() || info.isFile());
      };
      await cp(uploadDir, path.join(partial, UPLOADS_NAME), { recursive: true, filter: worthKeeping });
    }
    const manifest = {
      createdAt: now.toISOString(),
      ...(bucket ? { filesInBucket: bucket } : {}),
      files: await manifestOf(partial),
    };
    await writeFile(path.join(partial, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, finished);
    return finished;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Deletes all but the newest `keep` backups in `backupDir`. */
export async function pruneBackups(backupDir, keep) {
  const names = (await readdir(backupDir).catch(() => [])).filter((name) => name.startsWith(BACKUP_PREFIX)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    await rm(path.join(backupDir, name), { recursive: true, force: true });
  }
}

// A manifest path names a file inside the backup: relative, with plain names only (no "", "." or "..").
const PLAIN_NAME = /^[^/\\\0]+$/;
const isPlainPath = (relative) =>
  typeof relative === "string" &&
  relative.split("/").every((name) => PLAIN_NAME.test(name) && name !== "." && name !== "..");
const isManifestEntry = (file) =>
  isPlainPath(file?.path) && Number.isSafeInteger(file.size) && /^[0-9a-f]{64}$/.test(file.sha256 ?? "");
const SQLITE_HEADER = "SQLite format 3\0";

async function readManifest(root) {
  try {
    const { files } = JSON.parse(await readFile(path.join(root, MANIFEST_NAME), "utf8"));
    return Array.isArray(files) ? files : null;
  } catch {
    return null;
  }
}

async function startsWith(file, text) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const { buffer } = await handle.read(Buffer.alloc(text.length), 0, text.length, 0);
    return buffer.toString("latin1") === text;
  } finally {
    await handle.close();
  }
}

/**
 * Checks a backup folder without changing anything, and without following a link: it must hold app.db,
 * uploads/ and manifest.json and nothing but folders and regular files; the manifest must list every
 * file, each by a plain relative path inside app.db or uploads/, and every file must have the size and
 * SHA-256 listed. Returns the folder's real path, the manifest's files and the problems found.
 */
async function inspectBackup(backup) {
  const root = await realpath(backup).catch(() => null);
  if (!root || !(await lstat(root)).isDirectory()) return { problems: [`${backup} is not a folder`] };
  const found = await walk(root);
  const problems = found.others.map((other) =>
    other.link ? `${other.path} is a symbolic link` : `${other.path} is not a regular file`,
  );
  if (!found.files.includes(MANIFEST_NAME)) {
    return { problems: [`${MANIFEST_NAME} is missing: this is not a backup folder`, ...problems] };
  }
  if (!found.folders.includes(UPLOADS_NAME)) problems.push(`${UPLOADS_NAME}/ is missing`);
  const files = await readManifest(root);
  if (!files) return { problems: [`${MANIFEST_NAME} cannot be read as a backup's manifest`, ...problems] };

  const present = new Set(found.files);
  const listed = new Set();
  for (const file of files) {
    if (!isManifestEntry(file)) {
      problems.push(`The manifest lists ${JSON.stringify(file?.path)}, which is not a plain path inside the backup`);
    } else if (file.path !== DATABASE_NAME && !file.path.startsWith(`${UPLOADS_NAME}/`)) {
      problems.push(`The manifest lists ${file.path}, which is neither ${DATABASE_NAME} nor in ${UPLOADS_NAME}/`);
    } else if (listed.has(file.path)) {
      problems.push(`The manifest lists ${file.path} twice`);
    } else if (!present.has(file.path)) {
      listed.add(file.path);
      problems.push(`${file.path} is missing`);
    } else {
      listed.add(file.path);
      const full = path.join(root, file.path);
      if ((await lstat(full)).size !== file.size) problems.push(`${file.path} does not have the size listed`);
      else if ((await sha256(full)) !== file.sha256) problems.push(`${file.path} does not match its checksum`);
    }
  }
  for (const file of found.files) {
    if (file !== MANIFEST_NAME && !listed.has(file)) problems.push(`${file} is not in the manifest`);
  }
  if (!listed.has(DATABASE_NAME)) problems.push(`${DATABASE_NAME} is not in the manifest`);
  else if (present.has(DATABASE_NAME) && !(await startsWith(path.join(root, DATABASE_NAME), SQLITE_HEADER))) {
    problems.push(`${DATABASE_NAME} is not an SQLite database`);
  }
  return { root, files, problems };
}

/** Checks a backup (see inspectBackup); returns the problems found (none: it is whole and safe to restore). */
export const verifyBackup = async (backup) => (await inspectBackup(backup)).problems;

/** Problems for a message: the first few, then how many more. */
export function describeProblems(problems, shown = 20) {
  const more = problems.length > shown ? [`… and ${problems.length - shown} more`] : [];
  return [...problems.slice(0, shown), ...more].join("\n  ");
}

// A running server marks its database with a file holding its process id, so that a restore does
// not overwrite files a live server is using.
const runningMark = (databaseFile) => `${databaseFile}.server-pid`;

/** Called by server.js once it serves; returns the function that removes the mark on shutdown. */
export function markServerRunning(databaseFile) {
  const mark = runningMark(databaseFile);
  writeFileSync(mark, String(process.pid));
  return () => rmSync(mark, { force: true });
}

/** The id of a live server using this database, or null (a mark left by a killed server does not count). */
export function runningServer(databaseFile) {
  const mark = runningMark(databaseFile);
  if (!existsSync(mark)) return null;
  const pid = Number(readFileSync(mark, "utf8"));
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === "EPERM" ? pid : null;
  }
}

/**
 * Puts a verified backup in place of the database and upload folder. Nothing live moves until the whole
 * backup has been checked (inspectBackup) and copied beside its destination; then the files it replaces
 * are renamed `*.before-restore-<time>`, so a restore can itself be undone, and the copies take their place.
 */
export async function restoreBackup(backup, { databaseFile, uploadDir, now = new Date() }) {
  const pid = runningServer(databaseFile);
  if (pid) throw new Error(`A server (process ${pid}) is using ${databaseFile}. Stop it before restoring.`);
  const { root, files, problems } = await inspectBackup(backup);
  if (problems.length > 0)
    throw new Error(`The backup is refused; nothing was changed:\n  ${describeProblems(problems)}`);

  const aside = `.before-restore-${stamp(now)}`;
  const copying = `.restoring-${stamp(now)}`;
  const staged = { database: databaseFile + copying, uploads: uploadDir + copying };
  const stagedPath = (relative) =>
    relative === DATABASE_NAME ? staged.database : path.join(staged.uploads, relative.slice(UPLOADS_NAME.length + 1));
  try {
    await mkdir(staged.uploads, { recursive: true });
    for (const file of files) {
      const to = stagedPath(file.path);
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(path.join(root, file.path), to, constants.COPYFILE_EXCL);
    }
  } catch (error) {
    await Promise.all([rm(staged.database, { force: true }), rm(staged.uploads, { recursive: true, force: true })]);
    throw error;
  }
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(databaseFile + suffix)) await rename(databaseFile + suffix, databaseFile + suffix + aside);
  }
  if (existsSync(uploadDir)) await rename(uploadDir, uploadDir + aside);
  await rename(staged.database, databaseFile);
  await rename(staged.uploads, uploadDir);
  return { keptAs: aside };
}
