import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";

/**
 * Runs a change and the mails it causes as one transaction. Transactions take turns on the one SQLite
 * connection (decision 003), so under a burst (fifty bookings of one slot at once) a transaction may
 * wait for many others: it may wait longer than Prisma's default of two seconds to start.
 */
export function inTransaction<T>(change: (tx: Prisma.TransactionClient) => Promise<T>) {
  return db.$transaction(change, { maxWait: 20_000, timeout: 10_000 });
}
