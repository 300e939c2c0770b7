import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { readPage } from "../core/paging.server";
import { monthBounds } from "../core/time.server";

/** What the teacher reads of the messages providers carried: each one's state, the month's count and cost. */

export const DELIVERIES_PER_PAGE = 25;

const deliveryFields = {
  id: true,
  to: true,
  toName: true,
  channel: true,
  kind: true,
  text: true,
  state: true,
  reason: true,
  segments: true,
  costPaise: true,
  createdAt: true,
  sentAt: true,
  deliveredAt: true,
  readAt: true,
  failedAt: true,
  fallbackOfId: true,
} as const;

/** The latest messages sent by SMS or WhatsApp template, newest first, a page at a time; `state` narrows them. */
export async function listDeliveries(actor: Actor, { page, state }: { page: number; state?: string }) {
  assertTeacher(actor);
  const where = state ? { state } : {};
  return readPage(
    page,
    DELIVERIES_PER_PAGE,
    (window) => db.mobileDelivery.findMany({ where, orderBy: { id: "desc" }, select: deliveryFields, ...window }),
    () => db.mobileDelivery.count({ where }),
  );
}

/**
 * The month's messages per channel and what they cost: SMS (in parts, as the network bills them) and WhatsApp
 * templates at the rates on the Site page, counted when the provider took them; mail and the teacher's own
 * WhatsApp cost nothing.
 */
export async function monthsMessages(actor: Actor, month: string) {
  assertTeacher(actor);
  const sentAt = monthBounds(month);
  const [byChannel, mails, fromPhone] = await Promise.all([
    db.mobileDelivery.groupBy({
      by: ["channel"],
      where: { sentAt },
      _count: { _all: true },
      _sum: { segments: true, costPaise: true },
    }),
    db.outboxMail.count({ where: { sentAt } }),
    db.whatsAppMessage.count({ where: { sentAt, state: "sent" } }),
  ]);
  const channel = (name: string) => {
    const row = byChannel.find((entry) => entry.channel === name);
    return { messages: row?._count._all ?? 0, segments: row?._sum.segments ?? 0, costPaise: row?._sum.costPaise ?? 0 };
  };
  const sms = channel("sms");
  const whatsapp = channel("whatsapp");
  return { month, sms, whatsapp, mails, fromPhone, totalPaise: sms.costPaise + whatsapp.costPaise };
}

export type AnnouncementDelivery = { families: number; delivered: number; read: number };

/**
 * How far each announcement a provider carried reached families' phones: the numbers it was addressed to, how many of them a
 * provider reported delivered (directly or by the SMS that replaced a failed WhatsApp message), and read.
 */
export async function announcementDeliveries(ids: readonly number[]) {
  const counts = new Map<number, AnnouncementDelivery>();
  if (ids.length === 0) return counts;
  const items = await db.whatsAppMessage.findMany({
    where: { topic: { in: ids.map((id) => `announcement:${id}`) }, state: { not: "cancelled" } },
    select: { topic: true, to: true, deliveryId: true },
  });
  // Only what a provider carried has a delivery to tell; the free outbox's copies are the teacher's to send.
  const deliveryIds = [...new Set(items.flatMap((item) => (item.deliveryId ? [item.deliveryId] : [])))];
  if (deliveryIds.length === 0) return counts;
  const deliveries = await db.mobileDelivery.findMany({
    where: { OR: [{ id: { in: deliveryIds } }, { fallbackOfId: { in: deliveryIds } }] },
    select: { id: true, state: true, fallbackOfId: true },
  });
  const statesOf = (deliveryId: number | null) =>
    deliveries
      .filter((delivery) => deliveryId !== null && (delivery.id === deliveryId || delivery.fallbackOfId === deliveryId))
      .map((delivery) => delivery.state);
  const carried = new Set(items.filter((item) => item.deliveryId).map((item) => item.topic));
  const byId = new Map<number, { families: Set<string>; delivered: Set<string>; read: Set<string> }>();
  for (const item of items) {
    if (!carried.has(item.topic)) continue;
    const id = Number(item.topic?.split(":")[1]);
    const entry = byId.get(id) ?? { families: new Set(), delivered: new Set(), read: new Set() };
    entry.families.add(item.to);
    const states = statesOf(item.deliveryId);
    if (states.some((state) => state === "delivered" || state === "read")) entry.delivered.add(item.to);
    if (states.includes("read")) entry.read.add(item.to);
    byId.set(id, entry);
  }
  for (const [id, entry] of byId)
    counts.set(id, { families: entry.families.size, delivered: entry.delivered.size, read: entry.read.size });
  return counts;
}
