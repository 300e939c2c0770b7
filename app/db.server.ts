import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { config } from "./config.server";
import { oneConnectionAtATime } from "./db/one-connection.server";
import { withReusedStatements } from "./db/reused-statements.server";
import { PrismaClient } from "./generated/prisma/client";

function createClient() {
  const adapter = oneConnectionAtATime(
    withReusedStatements(new PrismaBetterSqlite3({ url: config.DATABASE_URL, timeout: 5000 })),
  );
  return new PrismaClient({ adapter });
}

// Vite's dev server reloads modules; keep one client (and one SQLite handle) per process.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };
export const db = globalForDb.prisma ?? createClient();
globalForDb.prisma = db;

/** WAL lets readers run while a write is in progress; set once per database file. */
export async function prepareDatabase() {
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
}
