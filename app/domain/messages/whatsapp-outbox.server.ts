import { db } from "~/db.server";
import type { Actor } from "../actor";
import { conflict, notFound } from "../errors.server";
import { formatDateTime } from "../format.server";
import { assertTeacher } from "../guards.server";

/** The link that opens the teacher's own WhatsApp with the message ready to send (wa.me takes the number without +). */
export const waMeLink = (mobile: string, text: string) =>
  `https://wa.me/${mobile.replace(/^\+/, "")}?text=${encodeURIComponent(text)}`;

const SENT_SHOWN = 50;
const waitingNow = () => ({ state: "queued", notBefore: { lte: new Date() } });
const fields = { id: true, to: true, toName: true, text: true, createdAt: true, sentAt: true } as const;

type Row = { id: number; to: string; toName: string; text: string; createdAt: Date; sentAt: Date | null };
const present = ({ createdAt, sentAt, ...message }: Row) => ({
  ...message,
  link: waMeLink(message.to, message.text),
  queuedAt: formatDateTime(createdAt),
  sentAt: sentAt ? formatDateTime(sentAt) : null,
});

/** The outbox's WhatsApp tab: messages due now, oldest first (the order 'Send all' walks), then the latest sent. */
export async function listWhatsAppOutbox(actor: Actor) {
  assertTeacher(actor);
  const [waiting, sent] = await Promise.all([
    db.whatsAppMessage.findMany({ where: waitingNow(), orderBy: { id: "asc" }, select: fields }),
    db.whatsAppMessage.findMany({
      where: { state: "sent" },
      orderBy: { sentAt: "desc" },
      take: SENT_SHOWN,
      select: fields,
    }),
  ]);
  return { waiting: waiting.map(present), sent: sent.map(present) };
}

/** 'Send all': the oldest message due now and how many wait in all; null when none is left. */
export async function nextWhatsAppMessage(actor: Actor) {
  assertTeacher(actor);
  const [next, left] = await Promise.all([
    db.whatsAppMessage.findFirst({ where: waitingNow(), orderBy: { id: "asc" }, select: fields }),
    db.whatsAppMessage.count({ where: waitingNow() }),
  ]);
  return next ? { message: present(next), left } : null;
}

/** 'Sent': the teacher sent it from their phone. Pressing it twice changes nothing; a cancelled message stays cancelled. */
export async function markWhatsAppSent(actor: Actor, id: number) {
  assertTeacher(actor);
  const message = await db.whatsAppMessage.findUnique({ where: { id }, select: { state: true } });
  if (!message) throw notFound("Message not found.");
  if (message.state === "cancelled") throw conflict("This message was cancelled: there is nothing to send.");
  if (message.state === "queued") {
    await db.whatsAppMessage.update({ where: { id }, data: { state: "sent", sentAt: new Date() } });
  }
  return { message: "Marked as sent." };
}
