import type { Prisma } from "~/generated/prisma/client";
import type { FamilyMessagesInput } from "~/schemas/families";
import { inTransaction } from "../core/transaction.server";
import { STOPPABLE_KINDS } from "../messages/kinds";
import { guardianOfLink } from "./family-link.server";

const GUARDIANS_PER_QUERY = 400;

/**
 * The kinds of message each of the guardians stopped on their page: none of those kinds may reach them. Every
 * guardian asked about has a set, empty when they stopped nothing.
 */
export async function stoppedKinds(
  tx: Prisma.TransactionClient,
  guardianIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const byGuardian = new Map(guardianIds.map((id) => [id, new Set<string>()]));
  // A notice to a whole institute names a few thousand guardians: read a few hundred at a time.
  for (let start = 0; start < guardianIds.length; start += GUARDIANS_PER_QUERY) {
    const stops = await tx.messageStop.findMany({
      where: { guardianId: { in: guardianIds.slice(start, start + GUARDIANS_PER_QUERY) } },
      select: { guardianId: true, kind: true },
    });
    for (const stop of stops) byGuardian.get(stop.guardianId)?.add(stop.kind);
  }
  return byGuardian;
}

/** 'Messages you get' as the guardian's page shows it: how their messages come, and each kind with whether they get it. */
export async function messageChoicesOf(tx: Prisma.TransactionClient, guardianId: number) {
  const guardian = await tx.guardian.findUniqueOrThrow({
    where: { id: guardianId },
    select: { channel: true, stops: { select: { kind: true } } },
  });
  const stopped = new Set(guardian.stops.map((stop) => stop.kind));
  return { channel: guardian.channel, kinds: STOPPABLE_KINDS.map((kind) => ({ kind, gets: !stopped.has(kind) })) };
}

/**
 * 'Save' under 'Messages you get' on the parent's page: the channel they chose, a stop for each kind left unticked
 * and none for a ticked one. Saving the same choices again changes nothing.
 */
export async function saveMessageChoices(token: string, input: FamilyMessagesInput) {
  const { guardianId } = await guardianOfLink(token);
  const stopped = STOPPABLE_KINDS.filter((kind) => !input.kinds.includes(kind));
  await inTransaction(async (tx) => {
    await tx.guardian.update({ where: { id: guardianId }, data: { channel: input.channel } });
    await tx.messageStop.deleteMany({ where: { guardianId, kind: { in: input.kinds } } });
    for (const kind of stopped) {
      await tx.messageStop.upsert({
        where: { guardianId_kind: { guardianId, kind } },
        create: { guardianId, kind },
        update: {},
      });
    }
  });
  return { message: "Your choices are saved" };
}
