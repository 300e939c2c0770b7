import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { config, onPostgres } from "./config.server";
import { oneConnectionAtATime } from "./db/one-connection.server";
import { withQueryCount } from "./db/query-count.server";
import { withReusedStatements } from "./db/reused-statements.server";
import { PrismaClient } from "./generated/prisma/client";

/**
 * One build runs on either database (decision 196): DATABASE_URL chooses. Prisma generates a client per database
 * kind from the one data model, with the same models and methods, so the app is written against the SQLite
 * client's types and PostgreSQL's client (with the pg driver) is loaded only on PostgreSQL.
 */
async function createClient(): Promise<PrismaClient> {
  if (onPostgres()) {
    const [{ PrismaPg }, postgres] = await Promise.all([
      import("@prisma/adapter-pg"),
      import("./generated/prisma-postgresql/client"),
    ]);
    const adapter = new PrismaPg({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
    return new postgres.PrismaClient({ adapter: counted(adapter) }) as unknown as PrismaClient;
  }
  const adapter = oneConnectionAtATime(
    withReusedStatements(new PrismaBetterSqlite3({ url: config.DATABASE_URL, timeout: 5000 })),
  );
  return new PrismaClient({ adapter: counted(adapter) });
}

/** With SERVER_TIMING on, each request's statements are counted (the query budget's test, the benchmark). */
const counted = (adapter: SqlDriverAdapterFactory) => (config.SERVER_TIMING ? withQueryCount(adapter) : adapter);

// Vite's dev server reloads modules; keep one client (and one SQLite handle or pool) per process.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };
export const db = globalForDb.prisma ?? (await createClient());
globalForDb.prisma = db;

/** On SQLite, WAL lets readers run while a write is in progress; set once per database file. */
export async function prepareDatabase() {
  if (onPostgres()) return;
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
}
