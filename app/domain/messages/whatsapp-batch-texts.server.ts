import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { notFound } from "../core/errors.server";

const SENT_SHOWN = 20;
const fields = {
  id: true,
  text: true,
  createdAt: true,
  sentAt: true,
  familiesToldAt: true,
  batch: { select: { id: true, name: true } },
  _count: { select: { copies: { where: { state: "held" } } } },
} as const;

/**
 * The WhatsApp tab's batch texts: each notice for a whole batch (an announcement, a cancelled or extra class) once
 * per batch, to paste into the batch's WhatsApp group. `families` is how many families' copies still wait for
 * 'Send to each family' (none once chosen). Waiting ones oldest first, grouped by batch in that order; then the
 * latest sent.
 */
export async function listBatchTexts(actor: Actor) {
  assertTeacher(actor);
  const [waiting, sent] = await Promise.all([
    db.whatsAppBatchText.findMany({ where: { state: "queued" }, orderBy: { id: "asc" }, select: fields }),
    db.whatsAppBatchText.findMany({
      where: { state: "sent" },
      orderBy: [{ sentAt: "desc" }, { id: "desc" }],
      take: SENT_SHOWN,
      select: fields,
    }),
  ]);
  const shown = ({ _count, ...text }: (typeof waiting)[number]) => ({ ...text, families: _count.copies });
  const batches = new Map<number, { id: number; name: string; texts: ReturnType<typeof shown>[] }>();
  for (const text of waiting.map(shown)) {
    const batch = batches.get(text.batch.id) ?? { ...text.batch, texts: [] };
    batch.texts.push(text);
    batches.set(text.batch.id, batch);
  }
  return { waiting: [...batches.values()], waitingCount: waiting.length, sent: sent.map(shown) };
}

async function findText(id: number) {
  const text = await db.whatsAppBatchText.findUnique({ where: { id }, select: { id: true, state: true } });
  if (!text) throw notFound("Message not found.");
  return text;
}

/** 'Mark as sent': the teacher pasted it into the batch's group. Pressing it twice changes nothing. */
export async function markBatchTextSent(actor: Actor, id: number) {
  assertTeacher(actor);
  await findText(id);
  await db.whatsAppBatchText.updateMany({
    where: { id, state: "queued" },
    data: { state: "sent", sentAt: new Date() },
  });
  return { message: "Marked as sent." };
}

/**
 * 'Send to each family': the notice's held copies join each family's WhatsApp message of today, as if queued now
 * (fresh rows, so a gathered message the teacher already opened is not marked sent with a notice they did not see).
 * Once only: pressing it again finds nothing held.
 */
export async function sendBatchTextToFamilies(actor: Actor, id: number) {
  assertTeacher(actor);
  await findText(id);
  const now = new Date();
  await inTransaction(async (tx) => {
    const held = await tx.whatsAppMessage.findMany({
      where: { batchTextId: id, state: "held" },
      orderBy: { id: "asc" },
      select: { to: true, toName: true, text: true, heading: true, familyLine: true },
    });
    await tx.whatsAppMessage.deleteMany({ where: { batchTextId: id, state: "held" } });
    await tx.whatsAppMessage.createMany({ data: held.map((copy) => ({ ...copy, createdAt: now, notBefore: now })) });
    await tx.whatsAppBatchText.updateMany({ where: { id, familiesToldAt: null }, data: { familiesToldAt: now } });
  });
  return { message: "Added to each family's message." };
}
