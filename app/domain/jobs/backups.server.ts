import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { config, onPostgres } from "~/config.server";
import { requestLanguage, requestTranslator } from "~/i18n/request-language.server";
// The same code as `npm run backup` (scripts/backup.mjs) and the scheduled backups (server/app.ts).
import { createBackup, dataPaths, pruneBackups, verifyBackup } from "../../../server/backup.mjs";
import type { Actor } from "../access/actor";
import { assertOwner } from "../accounts/teachers.server";
import { conflict, invalid, unavailable } from "../core/errors.server";
import { formatDateTime, formatSize } from "../core/format.server";
import { periodOf } from "./occasions.server";
import type { Job } from "./schedule.server";

export const BACKUP_DIR_HINT =
  "Backups are off: set BACKUP_DIR to a folder (ideally on another disk) and restart the server. Then the site backs up every BACKUP_INTERVAL_HOURS (24) and here you can start one.";

/** On PostgreSQL the site makes no backups of its own: the database's and the file store's own tools do (README). */
export const POSTGRES_BACKUP_HINT =
  "This institute runs on PostgreSQL: back up the database with pg_dump (every night, to another machine) and keep versions of the files in the file store. The README's 'A chain of branches' section shows how.";

type Manifest = { createdAt: string; files: { size: number }[] };

/** The newest whole backup in the folder: backup folders are named by their UTC time, so the last name is the newest. */
async function newestBackup(backupDir: string) {
  const names = (await readdir(backupDir).catch(() => [] as string[])).filter((name) => name.startsWith("backup-"));
  for (const name of names.sort().reverse()) {
    const manifest = await readFile(path.join(backupDir, name, "manifest.json"), "utf8").then(
      (text) => JSON.parse(text) as Manifest,
      () => null,
    );
    if (manifest) {
      const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
      return { at: formatDateTime(manifest.createdAt, requestLanguage()), size: formatSize(bytes, requestLanguage()) };
    }
  }
  return null;
}

/** What the owner reads on the Teachers page: where backups go and the last one, or how to turn them on. */
export async function backupStatus(actor: Actor) {
  await assertOwner(actor);
  const backupDir = config.BACKUP_DIR;
  if (onPostgres()) return { on: false as const, hint: POSTGRES_BACKUP_HINT };
  if (!backupDir) return { on: false as const, hint: BACKUP_DIR_HINT };
  return { on: true as const, last: await newestBackup(backupDir) };
}

let running: Promise<unknown> | null = null;

/** 'Back up now': one backup into BACKUP_DIR, checked against its manifest, as `npm run backup` makes it. */
export async function backUpNow(actor: Actor) {
  await assertOwner(actor);
  const backupDir = config.BACKUP_DIR;
  if (onPostgres()) throw invalid(POSTGRES_BACKUP_HINT);
  if (!backupDir) throw invalid(BACKUP_DIR_HINT);
  if (running) throw conflict("A backup is being made. Wait a moment and reload the page.");
  const work = (async () => {
    const backup = await createBackup({ ...dataPaths(), backupDir });
    const problems = await verifyBackup(backup);
    if (problems.length > 0) throw new Error(`The backup in ${backup} does not check out: ${problems.join("; ")}`);
  })();
  running = work;
  try {
    await work;
  } catch (error) {
    console.error("Back up now:", error);
    const reason = error instanceof Error ? error.message : String(error);
    throw unavailable(requestTranslator("teacher")("The backup failed: {{reason}}", { reason }));
  } finally {
    running = null;
  }
  const last = await newestBackup(backupDir);
  return {
    message: last ? requestTranslator("teacher")("Backup made: {{at}}, {{size}}", { ...last }) : "Backup made",
  };
}

const HOUR_MS = 60 * 60_000;

/**
 * The scheduled backups into `backupDir`: one each BACKUP_INTERVAL_HOURS (counted in UTC from midnight), keeping
 * the newest BACKUP_KEEP. The occasion is claimed before the backup, which reads the database for a while: a backup
 * that fails is not tried again until the next interval.
 */
export function backupJob(backupDir: string): Job {
  const periodMs = config.BACKUP_INTERVAL_HOURS * HOUR_MS;
  return {
    name: "backup",
    everyMs: Math.min(periodMs, 60_000),
    occasionAt: periodOf(periodMs),
    async workAfterClaim() {
      const backup = await createBackup({ ...dataPaths(), backupDir });
      await pruneBackups(backupDir, config.BACKUP_KEEP);
      console.log(`Backup written to ${backup}`);
    },
  };
}
