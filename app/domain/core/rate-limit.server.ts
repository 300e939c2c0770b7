import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import { tooMany } from "./errors.server";
import { asNumber } from "./sql-numbers.server";

/**
 * Limits count in the database (LimitCount rows), so that every instance of the app counts together: on
 * several instances behind a load balancer, a count kept in one process's memory would let each instance
 * allow the limit again. Keys are "<limit's name>:<whose>"; rows a day old are deleted by a scheduled job.
 */

/** An instant or count given to the SQL, typed as the column's double on both databases. */
const asFloat = (value: number) => asNumber(Prisma.sql`${value}`);

/**
 * A fixed-window counter: `hit` counts an attempt and fails once the limit for that key is passed within the
 * window (which starts at the key's first attempt); `check` fails once it is reached, without counting.
 * Counting is one atomic upsert, the same statement on SQLite and PostgreSQL.
 */
export function createRateLimit({
  name,
  limit,
  windowMs,
  message,
}: {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}) {
  const keyOf = (key: string) => `${name}:${key}`;

  /** Counts one attempt and returns the window's count. */
  async function note(key: string, now = Date.now()) {
    const windowOpen = Prisma.sql`"LimitCount"."startedAt" > ${asFloat(now - windowMs)}`;
    const [row] = await db.$queryRaw<{ count: number }[]>`
      INSERT INTO "LimitCount" ("key", "count", "startedAt", "lastAt")
      VALUES (${keyOf(key)}, 1, ${asFloat(now)}, ${asFloat(now)})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN ${windowOpen} THEN "LimitCount"."count" + 1 ELSE 1 END,
        "startedAt" = CASE WHEN ${windowOpen} THEN "LimitCount"."startedAt" ELSE ${asFloat(now)} END,
        "lastAt" = ${asFloat(now)}
      RETURNING "count"`;
    return Number(row.count);
  }

  /** The key's window while it is open: its count and when it ends. */
  async function windowOf(key: string, now = Date.now()) {
    const row = await db.limitCount.findUnique({ where: { key: keyOf(key) } });
    return row && row.startedAt > now - windowMs ? { count: row.count, endsAt: row.startedAt + windowMs } : null;
  }

  return {
    async hit(key: string, now = Date.now()) {
      if ((await note(key, now)) > limit) throw tooMany(message);
    },
    /** Counts an attempt that is never refused itself (a cancellation) but spends the allowance. */
    note,
    windowOf,
    async check(key: string, now = Date.now()) {
      if (((await windowOf(key, now))?.count ?? 0) >= limit) throw tooMany(message);
    },
    /** Takes one counted attempt back (it turned out to be no failure). */
    async takeBack(key: string) {
      await db.limitCount.updateMany({
        where: { key: keyOf(key), count: { gt: 0 } },
        data: { count: { decrement: 1 } },
      });
    },
  };
}

/**
 * A burst, then a steady pace (a token bucket): `burst` attempts at once for one key, as a whole class
 * registering together on the institute's Wi-Fi, then one more each time an hour divided by `perHour` has
 * passed, so one address creating hundreds of accounts is slowed to that pace. `message` gets the minutes to
 * wait before the next attempt would be let through. Taking a token is one conditional update (or, for a new
 * key, one insert): a whole class at once on several instances contends for no transaction.
 */
export function createBurstLimit({
  name,
  burst,
  perHour,
  message,
}: {
  name: string;
  burst: number;
  perHour: number;
  message: (minutes: number) => string;
}) {
  const refillMs = (60 * 60_000) / perHour;
  const tokensAt = (now: number) => Prisma.sql`
    CASE WHEN "count" + (${asFloat(now)} - "startedAt") / ${asFloat(refillMs)} > ${asFloat(burst)} THEN ${asFloat(burst)}
         ELSE "count" + (${asFloat(now)} - "startedAt") / ${asFloat(refillMs)} END`;

  async function take(key: string, now: number) {
    const taken = await db.$executeRaw`
      UPDATE "LimitCount" SET "count" = ${tokensAt(now)} - 1, "startedAt" = ${asFloat(now)}, "lastAt" = ${asFloat(now)}
      WHERE "key" = ${key} AND ${tokensAt(now)} >= 1`;
    if (taken > 0) return true;
    const made = await db.$executeRaw`
      INSERT INTO "LimitCount" ("key", "count", "startedAt", "lastAt")
      VALUES (${key}, ${asFloat(burst - 1)}, ${asFloat(now)}, ${asFloat(now)}) ON CONFLICT ("key") DO NOTHING`;
    return made > 0;
  }

  return {
    async hit(key: string, now = Date.now()) {
      const where = { key: `${name}:${key}` };
      // A key made by another request between the update and the insert is taken from once more.
      if ((await take(where.key, now)) || (await take(where.key, now))) return;
      const bucket = await db.limitCount.findUnique({ where });
      const tokens = bucket ? Math.min(burst, bucket.count + (now - bucket.startedAt) / refillMs) : 0;
      // The wait in whole seconds first, so that float dust never adds a minute.
      const waitSeconds = Math.round(((1 - tokens) * refillMs) / 1000);
      throw tooMany(message(Math.max(1, Math.ceil(waitSeconds / 60))));
    },
  };
}

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Counts untouched for a day count nothing any more (no window or wait is that long): a job deletes them. */
export async function forgetOldCounts(tx: Prisma.TransactionClient, now: number) {
  await tx.limitCount.deleteMany({ where: { lastAt: { lt: now - FORGET_AFTER_MS } } });
}
