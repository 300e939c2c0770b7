// The test run's own servers start on a copy of one migrated database instead of migrating each afresh:
// `prisma migrate deploy` costs several seconds of CPU, and the suite starts a dozen servers and the domain tests.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { startFreshApp } from "../../scripts/fresh-app.mjs";

const MIGRATIONS = path.resolve("prisma", "migrations");

/** A name for the migrations as they are: a changed or added migration makes a new template. */
function migrationsHash() {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(path.relative(MIGRATIONS, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The path of a SQLite file with every committed migration applied by `prisma migrate deploy`, as production
 * applies them, made once per set of migrations. Processes that ask at once may each make one; the first to
 * rename its folder into place wins and the others use it.
 */
export function migratedTemplate() {
  const folder = path.resolve("test-results", `migrated-${migrationsHash()}`);
  const file = path.join(folder, "app.db");
  if (existsSync(file)) return file;
  const building = `${folder}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(building, "app.db")}` },
    stdio: "pipe",
  });
  try {
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  return file;
}

/** Copies the migrated template to `file`, a database as fresh as `prisma migrate deploy` would leave it. */
export function freshDatabaseAt(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(migratedTemplate(), file);
}

/**
 * startFreshApp (scripts/fresh-app.mjs) for the tests: the same fresh run folder and start, its database a copy
 * of the migrated template. `fresh: false` starts again on what the last start left, as startFreshApp does.
 */
export async function startTestApp(options) {
  if (options.fresh === false) return startFreshApp(options);
  const runDir = path.resolve("test-results", options.name);
  rmSync(runDir, { recursive: true, force: true });
  freshDatabaseAt(path.join(runDir, "app.db"));
  return startFreshApp({ ...options, fresh: false });
}
