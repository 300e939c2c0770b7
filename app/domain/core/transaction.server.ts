import { onPostgres } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";

/**
 * How many times a change that lost a race on PostgreSQL is run again before its error is let through. Fifty
 * bookings at once on one instance (the other one gone) lost eight races in a row now and then.
 */
const ATTEMPTS = 20;
/** The first wait before running it again; each later wait is up to twice as long, chosen at random, to a cap. */
const FIRST_WAIT_MS = 10;
const LONGEST_WAIT_MS = 1000;

/**
 * The one way the app opens a transaction (the layers test refuses `$transaction` anywhere else), so every
 * change gets the same rules on both databases.
 *
 * On SQLite, transactions take turns on the one connection (decision 003), so under a burst (fifty bookings of
 * one slot at once, a class's online test submitted at its deadline) a transaction may wait for many others:
 * longer than Prisma's default of two seconds to start (`maxWait`) and five to finish (`timeout`).
 *
 * On PostgreSQL, transactions run side by side, and the app's rules (at most two bookings per e-mail, the next
 * receipt number, a register saved once) were written for ones that take turns. SERIALIZABLE makes PostgreSQL
 * refuse any transaction whose outcome differs from some order of taking turns; the refused one is run again
 * after a short random wait (so that two that collided do not collide again), a bounded number of times
 * (decision 196). `change` may therefore run more than once: it does nothing outside the transaction.
 */
export async function inTransaction<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  if (!onPostgres()) return db.$transaction(change, { maxWait: 20_000, timeout: 10_000 });
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(change, { isolationLevel: "Serializable", maxWait: 20_000, timeout: 10_000 });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isWriteConflict(error)) throw error;
      const wait = Math.random() * Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Whether PostgreSQL refused a transaction for racing another (serialization failure 40001, deadlock 40P01).
 * Prisma reports it as P2034 when a query fails, but a refusal at COMMIT reaches us as the driver adapter's
 * error, whose cause has the kind "TransactionWriteConflict"; both are looked for, down the chain of causes.
 */
export function isWriteConflict(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 5; depth++) {
    const found = cause as { code?: unknown; kind?: unknown; cause?: unknown };
    if (found.code === "P2034" || found.kind === "TransactionWriteConflict") return true;
    if (found.code === "40001" || found.code === "40P01") return true;
    cause = found.cause;
  }
  return false;
}
