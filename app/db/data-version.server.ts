import path from "node:path";
import Database from "better-sqlite3";
import { config, onPostgres } from "~/config.server";

type Version = { get: () => number | undefined };
let version: Version | null = null;

/**
 * A number that changes whenever anything is written to the database, by this process or any other; null on
 * PostgreSQL, where other instances write too and nothing tells this one cheaply. SQLite's `data_version`, read on
 * a connection of its own (it counts the commits of other connections, and this one never writes): a
 * synchronous read of the database file's header, no query through Prisma.
 */
export function dataVersion(): number | null {
  if (onPostgres()) return null;
  version ??= new Database(path.resolve(config.DATABASE_URL.replace(/^file:/, "")), {
    readonly: true,
    fileMustExist: true,
  })
    .prepare<[], number>("PRAGMA data_version")
    .pluck();
  return version.get() ?? null;
}
