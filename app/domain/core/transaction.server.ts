import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";

/**
 * The one way the app opens a transaction (the layers test refuses `$transaction` anywhere else), so every
 * change gets the same waiting rules. Transactions take turns on the one SQLite connection (decision 003), so
 * under a burst (fifty bookings of one slot at once, a class's online test submitted at its deadline) a
 * transaction may wait for many others: longer than Prisma's default of two seconds to start (`maxWait`)
 * and five to finish (`timeout`), which would fail a change that only had to wait its turn.
 */
export function inTransaction<T>(change: (tx: Prisma.TransactionClient) => Promise<T>) {
  return db.$transaction(change, { maxWait: 20_000, timeout: 10_000 });
}
