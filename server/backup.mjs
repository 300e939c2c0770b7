// Backups of everything the site keeps: the SQLite database, copied with SQLite's online backup API
// (a consistent snapshot even while the server writes), and the whole upload folder (notes, photos).
// Plain JavaScript, so that server.js, `npm run backup` and `npm run restore` share it without a build.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";

const DATABASE_NAME = "app.db";
const UPLOADS_NAME = "uploads";
const MANIFEST_NAME = "manifest.json";
const BACKUP_PREFIX = "backup-";
/** Uploads being received, half-written (TEMP_UPLOADS in app/domain/uploads.server.ts): nothing to keep. */
const TEMP_UPLOADS_NAME = "tmp";

/** Where the data lives, read from the same variables (and defaults) as the app's configuration. */
export function dataPaths(env = process.env) {
  const url = env.DATABASE_URL || "file:./data/app.db";
  return {
    databaseFile: path.resolve(url.replace(/^file:/, "")),
    uploadDir: path.resolve(env.UPLOAD_DIR || "./data/uploads"),
  };
}

async function sha256(file) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

async function listFiles(folder, prefix = "") {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(folder, entry.name), relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

async function manifestOf(folder) {
  const files = [];
  for (const relative of (await listFiles(folder)).filter((name) => name !== MANIFEST_NAME).sort()) {
    const file = path.join(folder, relative);
    files.push({ path: relative, size: (await stat(file)).size, sha256: await sha256(file) });
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
 * so a folder with the backup name is always a whole backup. Returns its path.
 */
export async function createBackup({ databaseFile, uploadDir, backupDir, now = new Date() }) {
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
    if (existsSync(uploadDir)) {
      const temporary = path.join(uploadDir, TEMP_UPLOADS_NAME);
      await cp(uploadDir, path.join(partial, UPLOADS_NAME), { recursive: true, filter: (from) => from !== temporary });
    }
    const manifest = { createdAt: now.toISOString(), files: await manifestOf(partial) };
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

/** Checks every file of a backup against its manifest; returns the problems found (none: it is whole). */
export async function verifyBackup(backup) {
  const manifestFile = path.join(backup, MANIFEST_NAME);
  if (!existsSync(manifestFile)) return [`${manifestFile} is missing: this is not a backup folder`];
  const { files } = JSON.parse(await readFile(manifestFile, "utf8"));
  const problems = [];
  for (const file of files) {
    const full = path.join(backup, file.path);
    if (!existsSync(full)) problems.push(`${file.path} is missing`);
    else if ((await sha256(full)) !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  if (!files.some((file) => file.path === DATABASE_NAME)) problems.push(`${DATABASE_NAME} is not in the manifest`);
  return problems;
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
 * Puts a verified backup in place of the database and upload folder. The files it replaces are
 * kept beside them, renamed `*.before-restore-<time>`, so a restore can itself be undone.
 */
export async function restoreBackup(backup, { databaseFile, uploadDir, now = new Date() }) {
  const pid = runningServer(databaseFile);
  if (pid) throw new Error(`A server (process ${pid}) is using ${databaseFile}. Stop it before restoring.`);
  const problems = await verifyBackup(backup);
  if (problems.length > 0) throw new Error(`The backup is damaged:\n  ${problems.join("\n  ")}`);

  const aside = `.before-restore-${stamp(now)}`;
  await mkdir(path.dirname(databaseFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(databaseFile + suffix)) await rename(databaseFile + suffix, databaseFile + suffix + aside);
  }
  if (existsSync(uploadDir)) await rename(uploadDir, uploadDir + aside);
  await cp(path.join(backup, DATABASE_NAME), databaseFile);
  await cp(path.join(backup, UPLOADS_NAME), uploadDir, { recursive: true });
  return { keptAs: aside };
}
