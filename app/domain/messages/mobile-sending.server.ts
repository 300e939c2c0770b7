import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { instantOf, now, wallClock } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { periodOf } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { retryDelay } from "../mail/sender.server";
import { handOverReadyItems, messageOf, outboxNote, renderedMessage, smsReady } from "./mobile-delivery.server";
import type { SendOutcome } from "./provider-outcome";
import { type MessagingSettings, readMessagingSettings } from "./provider-settings.server";
import { sendSms } from "./sms-gateway.server";
import { sendWhatsAppTemplate } from "./whatsapp-cloud.server";

/**
 * Sending the providers' messages: each queued MobileDelivery that is due is claimed (its next attempt moved a
 * lease ahead in one conditional update only one sender wins), then given to the SMS gateway or WhatsApp. A
 * refusal fails it with the provider's reason; the network, a timeout or a provider's 5xx try again with backoff,
 * up to MAX_ATTEMPTS. A failed WhatsApp message goes again by SMS when the institute allows it and has the SMS
 * template; otherwise its items return to the teacher's outbox, saying why. A promotional message waits out
 * TRAI's quiet hours (21:00 to 09:00). Nothing here runs in a request: the `mobile-messages` job does it.
 */

type Tx = Prisma.TransactionClient;
type Delivery = Prisma.MobileDeliveryGetPayload<object>;

const MAX_ATTEMPTS = 8;
const LEASE_MS = 10 * 60_000;
const BATCH = 50;
/** TRAI lets promotional messages reach people from 09:00 to 21:00 only. */
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/** The next instant promotional messages may go, or null when they may go at `at`. */
export function quietUntil(at: Date) {
  const clock = wallClock(at, config.INSTITUTE_TIMEZONE);
  if (clock.hour >= QUIET_UNTIL_HOUR && clock.hour < QUIET_FROM_HOUR) return null;
  const nine = instantOf(clock.year, clock.month, clock.day, QUIET_UNTIL_HOUR, 0, config.INSTITUTE_TIMEZONE);
  return clock.hour < QUIET_UNTIL_HOUR ? nine : new Date(nine.getTime() + 86_400_000);
}

async function claim(id: number, at: Date) {
  const { count } = await db.mobileDelivery.updateMany({
    where: { id, state: "queued", nextAttemptAt: { lte: at } },
    data: { nextAttemptAt: new Date(at.getTime() + LEASE_MS) },
  });
  return count === 1;
}

function send(settings: MessagingSettings, delivery: Delivery): Promise<SendOutcome> {
  const request = JSON.parse(delivery.request);
  return delivery.channel === "sms"
    ? sendSms(settings, { to: delivery.to, templateId: request.templateId, message: request.message })
    : sendWhatsAppTemplate(settings, { to: delivery.to, ...request });
}

/** The SMS that carries a failed WhatsApp message, when the institute allows it and has the SMS template. */
async function smsInstead(tx: Tx, settings: MessagingSettings, failed: Delivery, at: Date) {
  if (failed.channel !== "whatsapp" || !settings.smsFallback || !smsReady(settings)) return false;
  const items = await tx.whatsAppMessage.findMany({
    where: { deliveryId: failed.id },
    orderBy: { id: "asc" },
    select: {
      id: true,
      to: true,
      toName: true,
      kind: true,
      values: true,
      language: true,
      guardianId: true,
      state: true,
    },
  });
  if (items.length === 0) return false;
  const { kind, values } = messageOf(items);
  const template = await tx.messageTemplate.findUnique({
    where: { kind_channel_language: { kind, channel: "sms", language: failed.language } },
  });
  if (!template) return false;
  await tx.mobileDelivery.create({
    data: {
      to: failed.to,
      toName: failed.toName,
      channel: "sms",
      kind,
      language: failed.language,
      ...renderedMessage(settings, "sms", template, values),
      promotional: template.category === "promotional",
      nextAttemptAt: at,
      createdAt: at,
      fallbackOfId: failed.id,
    },
  });
  return true;
}

/**
 * A delivery failed for good (a refusal, its last attempt, or the provider's report): it says why, and its
 * message goes by SMS instead, or back to the teacher's outbox. Once only: a second failure of it changes nothing.
 */
export async function failDelivery(tx: Tx, settings: MessagingSettings, id: number, reason: string, at: Date) {
  const { count } = await tx.mobileDelivery.updateMany({
    where: { id, state: { in: ["queued", "sent"] } },
    data: { state: "failed", reason: reason.slice(0, 500), failedAt: at },
  });
  if (count === 0) return;
  const failed = await tx.mobileDelivery.findUniqueOrThrow({ where: { id } });
  if (await smsInstead(tx, settings, failed, at)) return;
  await tx.whatsAppMessage.updateMany({
    where: { deliveryId: id, state: "provider" },
    data: { state: "queued", outboxReason: outboxNote("failed", failed.channel) },
  });
}

async function settle(settings: MessagingSettings, delivery: Delivery, outcome: SendOutcome, at: Date) {
  const attempts = delivery.attempts + 1;
  if (outcome.kind === "sent") {
    await db.mobileDelivery.update({
      where: { id: delivery.id },
      data: { state: "sent", providerId: outcome.providerId, sentAt: at, attempts, reason: null },
    });
  } else if (outcome.kind === "retry" && attempts < MAX_ATTEMPTS) {
    await db.mobileDelivery.update({
      where: { id: delivery.id },
      data: {
        attempts,
        reason: outcome.reason.slice(0, 500),
        nextAttemptAt: new Date(at.getTime() + retryDelay(attempts, config.MOBILE_POLL_MS)),
      },
    });
  } else {
    await inTransaction(async (tx) => {
      await tx.mobileDelivery.update({ where: { id: delivery.id }, data: { attempts } });
      await failDelivery(tx, settings, delivery.id, outcome.reason, at);
    });
  }
}

/** Sends what is due: the claimed deliveries one after another (promotional ones outside quiet hours). */
async function sendDueDeliveries(settings: MessagingSettings, at: Date) {
  const due = await db.mobileDelivery.findMany({
    where: { state: "queued", nextAttemptAt: { lte: at } },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const quiet = quietUntil(at);
  for (const delivery of due) {
    if (delivery.promotional && quiet) {
      await db.mobileDelivery.updateMany({
        where: { id: delivery.id, state: "queued" },
        data: { nextAttemptAt: quiet },
      });
      continue;
    }
    if (!(await claim(delivery.id, at))) continue;
    await settle(settings, delivery, await send(settings, delivery), at);
  }
}

/** One look: hands ready items to the providers, then sends what is due. */
export async function deliverMobileMessages(at = now()) {
  const settings = await readMessagingSettings();
  await handOverReadyItems(settings, at);
  await sendDueDeliveries(settings, at);
}

/**
 * Every MOBILE_POLL_MS, one look on one instance (a JobRun per period). The look runs after its claim is
 * committed: it calls providers over the network and must not hold the database's write lock meanwhile.
 */
export const mobileMessagesJob: Job = {
  name: "mobile-messages",
  everyMs: config.MOBILE_POLL_MS,
  occasionAt: periodOf(config.MOBILE_POLL_MS),
  workAfterClaim: ({ at }) => deliverMobileMessages(at),
};
