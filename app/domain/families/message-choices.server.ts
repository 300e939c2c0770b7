import type { Prisma } from "~/generated/prisma/client";

/** Guardians read per query: a notice to a whole institute names a few thousand. */
const GUARDIANS_PER_QUERY = 400;

/** The kinds of message each guardian stopped on their page; a guardian who stopped none is not in the map. */
export async function stoppedKinds(tx: Prisma.TransactionClient, guardianIds: readonly number[]) {
  const byGuardian = new Map<number, Set<string>>();
  for (let start = 0; start < guardianIds.length; start += GUARDIANS_PER_QUERY) {
    const stops = await tx.messageStop.findMany({
      where: { guardianId: { in: guardianIds.slice(start, start + GUARDIANS_PER_QUERY) } },
      select: { guardianId: true, kind: true },
    });
    for (const stop of stops)
      byGuardian.set(stop.guardianId, (byGuardian.get(stop.guardianId) ?? new Set()).add(stop.kind));
  }
  return byGuardian;
}
