import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { dateIn } from "../core/time.server";
import { instituteName } from "../site/settings.server";

/** The link that opens the teacher's own WhatsApp with the message ready to send (wa.me takes the number without +). */
export const waMeLink = (mobile: string, text: string) =>
  `https://wa.me/${mobile.replace(/^\+/, "")}?text=${encodeURIComponent(text)}`;

const SENT_SHOWN = 50;
const SENT_ITEMS_READ = 500;
const fields = {
  id: true,
  to: true,
  toName: true,
  text: true,
  heading: true,
  familyLine: true,
  createdAt: true,
  notBefore: true,
  sentAt: true,
  outboxReason: true,
} as const;
type Item = Prisma.WhatsAppMessageGetPayload<{ select: typeof fields }>;

/**
 * One WhatsApp message as the outbox lists it: everything queued for one number on one institute day, gathered.
 * Its `id` is its newest item's: 'Sent' marks that item and the older ones of the same day, never one queued
 * after the teacher opened it. `items` is how many things it tells; `readyAt` is when its newest item may go.
 */
export type WhatsAppMessage = {
  id: number;
  to: string;
  toName: string;
  text: string;
  link: string;
  items: number;
  queuedAt: Date;
  readyAt: Date;
  sentAt: Date | null;
  /** Why a provider the institute set up did not carry it, e.g. "no-template sms result hi" (none: the outbox is its way). */
  notes: string[];
};

const dayOf = (item: Item) => dateIn(item.createdAt, config.INSTITUTE_TIMEZONE);
const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

/**
 * The gathered text: the institute's name, then each student's items under "batch · student", then each family
 * page once. An item without a heading (a message to someone not tied to a student) stands on its own.
 */
export function gatheredText(institute: string, items: readonly Pick<Item, "text" | "heading" | "familyLine">[]) {
  const sections = distinct(items.map((item) => item.heading)).map((heading) =>
    [heading, ...items.filter((item) => item.heading === heading).map((item) => `• ${item.text}`)].join("\n"),
  );
  const loose = items.filter((item) => !item.heading).map((item) => item.text);
  const links = distinct(items.map((item) => item.familyLine));
  return [institute, ...sections, ...loose, ...(links.length ? [links.join("\n")] : [])].join("\n\n");
}

/** Items in id order, gathered per number and day; each message in the order of its first item. */
function gather(institute: string, items: readonly Item[]): WhatsAppMessage[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = `${item.to} ${dayOf(item)} ${item.sentAt?.getTime() ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((group) => {
    const newest = group.reduce((latest, item) => (item.id > latest.id ? item : latest));
    const text = gatheredText(institute, group);
    return {
      id: newest.id,
      to: newest.to,
      toName: distinct(group.map((item) => item.toName)).join(", "),
      text,
      link: waMeLink(newest.to, text),
      items: group.length,
      queuedAt: group[0].createdAt,
      readyAt: new Date(Math.max(...group.map((item) => item.notBefore.getTime()))),
      sentAt: newest.sentAt,
      notes: distinct(group.map((item) => item.outboxReason)),
    };
  });
}

async function queuedMessages(now: Date) {
  const items = await db.whatsAppMessage.findMany({
    where: { state: "queued" },
    orderBy: { id: "asc" },
    select: fields,
  });
  const all = gather(await instituteName(), items);
  return {
    waiting: all.filter((message) => message.readyAt <= now),
    later: all.filter((message) => message.readyAt > now).sort((a, b) => a.readyAt.getTime() - b.readyAt.getTime()),
  };
}

/**
 * The outbox's WhatsApp tab: messages due now, oldest first (the order 'Send all' walks); messages held back
 * until their newest item's time (an absence alert waits, so that a corrected register sends nothing), soonest
 * first; then the latest sent.
 */
export async function listWhatsAppOutbox(actor: Actor, now = new Date()) {
  assertTeacher(actor);
  const [{ waiting, later }, sentItems] = await Promise.all([
    queuedMessages(now),
    db.whatsAppMessage.findMany({
      where: { state: "sent" },
      orderBy: [{ sentAt: "desc" }, { id: "desc" }],
      take: SENT_ITEMS_READ,
      select: fields,
    }),
  ]);
  const sent = gather(await instituteName(), [...sentItems].reverse())
    .sort((a, b) => (b.sentAt?.getTime() ?? 0) - (a.sentAt?.getTime() ?? 0))
    .slice(0, SENT_SHOWN);
  return { waiting, later, sent };
}

/** 'Send all': the oldest message due now and how many wait in all; null when none is left. */
export async function nextWhatsAppMessage(actor: Actor, now = new Date()) {
  assertTeacher(actor);
  const { waiting } = await queuedMessages(now);
  return waiting.length ? { message: waiting[0], left: waiting.length } : null;
}

/**
 * 'Sent': the teacher sent the gathered message `id` names from their phone: its items (that one and the older
 * ones queued for the number that day) are sent. Pressing it twice changes nothing; a cancelled item stays
 * cancelled.
 */
export async function markWhatsAppSent(actor: Actor, id: number) {
  assertTeacher(actor);
  const newest = await db.whatsAppMessage.findUnique({ where: { id }, select: { ...fields, state: true } });
  if (!newest || newest.state === "held") throw notFound("Message not found.");
  if (newest.state === "cancelled") throw conflict("This message was cancelled: there is nothing to send.");
  if (newest.state === "queued") {
    const sameNumber = await db.whatsAppMessage.findMany({
      where: { to: newest.to, state: "queued", id: { lte: id } },
      select: fields,
    });
    const ids = sameNumber.filter((item) => dayOf(item) === dayOf(newest)).map((item) => item.id);
    await db.whatsAppMessage.updateMany({
      where: { id: { in: ids }, state: "queued" },
      data: { state: "sent", sentAt: new Date() },
    });
  }
  return { message: "Marked as sent." };
}
