import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { Actor } from "../actor";
import { conflict, notFound } from "../errors.server";
import { assertTeacher } from "../guards.server";

/** The link that opens the teacher's own WhatsApp with the message ready to send (wa.me takes the number without +). */
export const waMeLink = (mobile: string, text: string) =>
  `https://wa.me/${mobile.replace(/^\+/, "")}?text=${encodeURIComponent(text)}`;

const SENT_SHOWN = 50;
const fields = {
  id: true,
  to: true,
  toName: true,
  text: true,
  createdAt: true,
  notBefore: true,
  sentAt: true,
} as const;

/** A WhatsApp message as the outbox lists it: the wa.me link, when it was queued, from when it may go, and when it went. */
export type WhatsAppMessage = {
  id: number;
  to: string;
  toName: string;
  text: string;
  link: string;
  queuedAt: Date;
  readyAt: Date;
  sentAt: Date | null;
};

type Row = Prisma.WhatsAppMessageGetPayload<{ select: typeof fields }>;
const message = ({ createdAt, notBefore, ...row }: Row): WhatsAppMessage => ({
  ...row,
  link: waMeLink(row.to, row.text),
  queuedAt: createdAt,
  readyAt: notBefore,
});

const queuedBy = (now: Date) => ({ state: "queued", notBefore: { lte: now } });

/**
 * The outbox's WhatsApp tab: messages due now, oldest first (the order 'Send all' walks); messages held back
 * until their time (an absence alert waits, so that a corrected register sends nothing), soonest first; then
 * the latest sent.
 */
export async function listWhatsAppOutbox(actor: Actor, now = new Date()) {
  assertTeacher(actor);
  const [waiting, later, sent] = await Promise.all([
    db.whatsAppMessage.findMany({ where: queuedBy(now), orderBy: { id: "asc" }, select: fields }),
    db.whatsAppMessage.findMany({
      where: { state: "queued", notBefore: { gt: now } },
      orderBy: [{ notBefore: "asc" }, { id: "asc" }],
      select: fields,
    }),
    db.whatsAppMessage.findMany({
      where: { state: "sent" },
      orderBy: { sentAt: "desc" },
      take: SENT_SHOWN,
      select: fields,
    }),
  ]);
  return { waiting: waiting.map(message), later: later.map(message), sent: sent.map(message) };
}

/** 'Send all': the oldest message due now and how many wait in all; null when none is left. */
export async function nextWhatsAppMessage(actor: Actor, now = new Date()) {
  assertTeacher(actor);
  const [next, left] = await Promise.all([
    db.whatsAppMessage.findFirst({ where: queuedBy(now), orderBy: { id: "asc" }, select: fields }),
    db.whatsAppMessage.count({ where: queuedBy(now) }),
  ]);
  return next ? { message: message(next), left } : null;
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
