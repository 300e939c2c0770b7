import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { freshDatabaseAt } from "./test-app.mjs";

/**
 * A fresh database with the committed migrations applied, as production applies them: a SQLite file in the run's
 * folder (a copy of the run's migrated template, tests/support/test-app.mjs), or a PostgreSQL database of the
 * run's own (`prisma migrate deploy` creates it), dropped at the end.
 */
export default async function setup(project: TestProject) {
  const url = project.config.env.DATABASE_URL as string;
  const runDir = path.dirname(project.config.env.UPLOAD_DIR as string);
  const postgres = !url.startsWith("file:");
  rmSync(runDir, { recursive: true, force: true });
  if (postgres) {
    await dropDatabase(url);
    execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" });
  } else {
    freshDatabaseAt(url.slice("file:".length));
  }
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (postgres) await dropDatabase(url);
  };
}

/** Drops the run's database through the server's own `postgres` database, ending any connection left to it. */
async function dropDatabase(url: string) {
  const server = new URL(url);
  const name = server.pathname.slice(1);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
