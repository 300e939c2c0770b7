import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";

/** The one row of how messages reach phones (id 1); before the institute saves any, the defaults (the outbox). */
export async function readMessagingSettings(client: Prisma.TransactionClient = db) {
  return (
    (await client.messagingSettings.findUnique({ where: { id: 1 } })) ??
    (await client.messagingSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} }))
  );
}

export type MessagingSettings = Awaited<ReturnType<typeof readMessagingSettings>>;
