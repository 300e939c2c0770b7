import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { instantOf, wallClock } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { isMessageKind, type MobileChannel } from "./kinds";
import type { MessagingSettings } from "./provider-settings.server";
import { smsSegments } from "./sms-segments";
import { smsText, whatsAppParameters, whatsAppText } from "./template-text";

/**
 * Handing the queued WhatsApp-outbox items to a provider. Where the institute (or a guardian) chose SMS or the
 * WhatsApp Cloud API, a number's ready items of the institute's day become ONE message (a MobileDelivery) at
 * the institute's daily time, "the day's message": its own kind's template when it is one item, the "day"
 * template ("3 new things about Ravi today: …") when several. A family gets at most one a day; what comes after
 * it waits for the next day's. Messages to one person that are not about a family (an enquirer's reply, an
 * account's link) go when ready, each on its own. An item whose channel is not set up, or whose template is
 * missing, stays in the teacher's outbox with the reason (`outboxReason`), as does a message that failed.
 */

type Tx = Prisma.TransactionClient;

/** Kinds sent to one person at once rather than in a family's day message. */
const DIRECT_KINDS = new Set(["enquiry", "account"]);

const itemFields = {
  id: true,
  to: true,
  toName: true,
  kind: true,
  values: true,
  language: true,
  guardianId: true,
  state: true,
} as const;
type Item = Prisma.WhatsAppMessageGetPayload<{ select: typeof itemFields }>;

export const smsReady = (settings: MessagingSettings) =>
  !!(settings.smsAuthKey && settings.smsSenderId && settings.smsEntityId);
export const whatsAppReady = (settings: MessagingSettings) =>
  !!(settings.whatsappPhoneNumberId && settings.whatsappAccessToken && settings.whatsappAppSecret);
const ready = (settings: MessagingSettings, channel: MobileChannel) =>
  channel === "sms" ? smsReady(settings) : channel === "whatsapp" ? whatsAppReady(settings) : false;

const valuesOf = (item: Item): Record<string, string> => JSON.parse(item.values ?? "{}");

/** The kind and values a number's items are sent with: the one item's, or the day's several together. */
export function messageOf(items: readonly Item[]) {
  if (items.length === 1) return { kind: items[0].kind ?? "", values: valuesOf(items[0]) };
  const all = items.map(valuesOf);
  const students = [...new Set(all.map((values) => values.student).filter(Boolean))];
  return {
    kind: "day",
    values: {
      ...all[0],
      student: students.join(", "),
      count: String(items.length),
      link: all.find((values) => values.link)?.link ?? "",
    },
  };
}

/** The words and the provider's request of a message by `template`, with its SMS parts and estimated cost. */
export function renderedMessage(
  settings: MessagingSettings,
  channel: "sms" | "whatsapp",
  template: { externalId: string; text: string; language: string },
  values: Record<string, string>,
) {
  if (channel === "sms") {
    const message = smsText(template.text, values);
    const segments = smsSegments(message).segments;
    return {
      text: message,
      request: JSON.stringify({ templateId: template.externalId, message }),
      segments,
      costPaise: segments * settings.smsPaisePerSegment,
    };
  }
  const parameters = whatsAppParameters(template.text, values);
  return {
    text: whatsAppText(template.text, values),
    request: JSON.stringify({ name: template.externalId, language: template.language, parameters }),
    segments: 1,
    costPaise: settings.whatsappPaisePerMessage,
  };
}

/** The outbox's note for items a provider did not take, e.g. "no-template sms result hi" (the outbox words it). */
export const outboxNote = (...parts: string[]) => parts.join(" ");

const itemChanged = Symbol("an item changed while it was handed over");

/** Makes one MobileDelivery of `items` (all still queued, or nothing happens), or leaves them to the outbox. */
async function handOverGroup(settings: MessagingSettings, channel: "sms" | "whatsapp", items: Item[], at: Date) {
  const { kind, values } = messageOf(items);
  const language = items[0].language;
  const ids = items.map((item) => item.id);
  await inTransaction(async (tx) => {
    const template = await tx.messageTemplate.findUnique({
      where: { kind_channel_language: { kind, channel, language } },
    });
    if (!template) {
      await tx.whatsAppMessage.updateMany({
        where: { id: { in: ids }, state: "queued" },
        data: { outboxReason: outboxNote("no-template", channel, kind, language) },
      });
      return;
    }
    const words = renderedMessage(settings, channel, template, values);
    const delivery = await tx.mobileDelivery.create({
      data: {
        to: items[0].to,
        toName: [...new Set(items.map((item) => item.toName))].join(", "),
        channel,
        kind,
        language,
        ...words,
        promotional: template.category === "promotional",
        nextAttemptAt: at,
        createdAt: at,
      },
      select: { id: true },
    });
    const { count } = await tx.whatsAppMessage.updateMany({
      where: { id: { in: ids }, state: "queued" },
      data: { state: "provider", deliveryId: delivery.id },
    });
    // An item cancelled meanwhile (a corrected register): undo, and the next look sends what is left.
    if (count !== ids.length) throw itemChanged;
  }).catch((error: unknown) => {
    if (error !== itemChanged) throw error;
  });
}

/** Each guardian's channel as chosen, the institute's for those who left it to the institute and for anyone else. */
export async function channelsOf(client: Tx, settings: MessagingSettings, guardianIds: readonly number[]) {
  const chosen = new Map(
    (
      await client.guardian.findMany({
        where: { id: { in: [...new Set(guardianIds)] } },
        select: { id: true, channel: true },
      })
    ).map((guardian) => [guardian.id, guardian.channel]),
  );
  return (guardianId: number | null | undefined) => {
    const channel = (guardianId && chosen.get(guardianId)) || "institute";
    return (channel === "institute" ? settings.channel : channel) as MobileChannel;
  };
}

/** The instant the institute's day of `at` began. */
function dayStart(at: Date) {
  const clock = wallClock(at, config.INSTITUTE_TIMEZONE);
  return instantOf(clock.year, clock.month, clock.day, 0, 0, config.INSTITUTE_TIMEZONE);
}

/** Whether the institute's clock at `at` has reached "HH:MM". */
function reached(at: Date, time: string) {
  const clock = wallClock(at, config.INSTITUTE_TIMEZONE);
  const [hour, minute] = time.split(":").map(Number);
  return clock.hour * 60 + clock.minute >= hour * 60 + minute;
}

/** Hands every ready item whose channel is a provider's to that provider (see the file's comment). */
export async function handOverReadyItems(settings: MessagingSettings, at: Date) {
  // The free default: no provider chosen by the institute or by any guardian, nothing to look at.
  if (
    settings.channel === "outbox" &&
    (await db.guardian.count({ where: { channel: { in: ["sms", "whatsapp"] } } })) === 0
  )
    return;
  const items = await db.whatsAppMessage.findMany({
    where: { state: "queued", kind: { not: null }, outboxReason: null, notBefore: { lte: at } },
    orderBy: { id: "asc" },
    select: itemFields,
  });
  if (items.length === 0) return;
  const guardianIds = items.flatMap((item) => (item.guardianId ? [item.guardianId] : []));
  const channelOf = await channelsOf(db, settings, guardianIds);
  const families = new Map<string, Item[]>();
  const afterDailyTime = reached(at, settings.dailyAt);
  for (const item of items) {
    const channel = channelOf(item.guardianId);
    if (channel === "outbox") continue;
    if (!ready(settings, channel) || !isMessageKind(item.kind)) {
      await db.whatsAppMessage.update({
        where: { id: item.id },
        data: { outboxReason: outboxNote("not-set-up", channel) },
      });
    } else if (DIRECT_KINDS.has(item.kind)) await handOverGroup(settings, channel, [item], at);
    else if (afterDailyTime)
      families.set(`${channel} ${item.to}`, [...(families.get(`${channel} ${item.to}`) ?? []), item]);
  }
  if (families.size === 0) return;
  const sentToday = new Set(
    (
      await db.mobileDelivery.findMany({
        where: { createdAt: { gte: dayStart(at) }, kind: { notIn: [...DIRECT_KINDS] }, fallbackOfId: null },
        select: { to: true },
      })
    ).map((delivery) => delivery.to),
  );
  for (const [key, group] of families) {
    if (sentToday.has(group[0].to)) continue;
    await handOverGroup(settings, key.split(" ")[0] as "sms" | "whatsapp", group, at);
  }
}
