import { db } from "~/db.server";
import type { DemoClock } from "./dates.server";

/**
 * Messages to phones as an institute that registered its templates would have them: SMS (DLT) and WhatsApp
 * templates for the kinds families hear most, in English and Hindi; the sender id and entity id filled in but no
 * gateway key (the demo sends nothing outside), so the free outbox stays the way out; and a week of messages the
 * gateway and WhatsApp carried, delivered, read, one not delivered and sent again by SMS, with their cost.
 */
const TEMPLATES = [
  [
    "absence",
    "sms",
    "en",
    "1207170912345678901",
    "{institute}: {student} was absent from {subject} on {date} ({time}). Details: {link}",
  ],
  [
    "absence",
    "sms",
    "hi",
    "1207170912345678902",
    "{institute}: {student} {date} को {subject} ({time}) में अनुपस्थित थे। विवरण: {link}",
  ],
  [
    "fee-reminder",
    "sms",
    "en",
    "1207170912345678903",
    "{institute}: fee of {amount} for {student} is due on {due}. Pay or see receipts: {link}",
  ],
  [
    "fee-reminder",
    "sms",
    "hi",
    "1207170912345678904",
    "{institute}: {student} की {amount} फ़ीस {due} तक देय है। भुगतान और रसीदें: {link}",
  ],
  [
    "result",
    "sms",
    "en",
    "1207170912345678905",
    "{institute}: {student} scored {marks} in {test}. Full result: {link}",
  ],
  [
    "result",
    "sms",
    "hi",
    "1207170912345678906",
    "{institute}: {student} को {test} में {marks} अंक मिले। पूरा परिणाम: {link}",
  ],
  [
    "class-change",
    "sms",
    "en",
    "1207170912345678907",
    "{institute}: {change} for {batch}: {subject} on {date}, {time}.",
  ],
  ["notice", "sms", "en", "1207170912345678908", "{institute}: new notice for {batch}: {title}"],
  ["day", "sms", "en", "1207170912345678909", "{institute}: {count} new updates about {student} today. See {link}"],
  ["day", "sms", "hi", "1207170912345678910", "{institute}: आज {student} के बारे में {count} नई जानकारियाँ। देखें: {link}"],
  [
    "absence",
    "whatsapp",
    "en",
    "absence_alert",
    "{institute}: {student} was absent from {subject} on {date} ({time}). Details: {link}",
  ],
  [
    "result",
    "whatsapp",
    "en",
    "result_published",
    "{institute}: {student} scored {marks} in {test}. Full result: {link}",
  ],
  [
    "result",
    "whatsapp",
    "hi",
    "result_published",
    "{institute}: {student} को {test} में {marks} अंक मिले। पूरा परिणाम: {link}",
  ],
  ["notice", "whatsapp", "en", "batch_notice", "{institute}: new notice for {batch}: {title}. Read it: {link}"],
] as const;

type Sent = {
  to: string;
  toName: string;
  channel: "sms" | "whatsapp";
  kind: string;
  language: string;
  text: string;
  state: "delivered" | "read" | "failed" | "sent";
  daysAgo: number;
  reason?: string;
};

const SENT: Sent[] = [
  {
    to: "+919812345678",
    toName: "Rajesh Gupta (Aarav Gupta)",
    channel: "whatsapp",
    kind: "result",
    language: "en",
    text: "Vidya Coaching: Aarav Gupta scored 42/50 in Unit Test 3. Full result: (family page)",
    state: "read",
    daysAgo: 6,
  },
  {
    to: "+919876543210",
    toName: "Sunita Gupta (Aarav Gupta)",
    channel: "sms",
    kind: "result",
    language: "hi",
    text: "Vidya Coaching: Aarav Gupta को Unit Test 3 में 42/50 अंक मिले। पूरा परिणाम: (family page)",
    state: "delivered",
    daysAgo: 6,
  },
  {
    to: "+919845012345",
    toName: "Venkatesh Iyer (Ananya Iyer)",
    channel: "whatsapp",
    kind: "result",
    language: "en",
    text: "Vidya Coaching: Ananya Iyer scored 47/50 in Unit Test 3. Full result: (family page)",
    state: "read",
    daysAgo: 6,
  },
  {
    to: "+919447012345",
    toName: "Lakshmi Nair (Kavya Nair)",
    channel: "whatsapp",
    kind: "result",
    language: "hi",
    text: "Vidya Coaching: Kavya Nair को Unit Test 3 में 39/50 अंक मिले। पूरा परिणाम: (family page)",
    state: "failed",
    reason: "131026 Message undeliverable",
    daysAgo: 6,
  },
  {
    to: "+919447012345",
    toName: "Lakshmi Nair (Kavya Nair)",
    channel: "sms",
    kind: "result",
    language: "hi",
    text: "Vidya Coaching: Kavya Nair को Unit Test 3 में 39/50 अंक मिले। पूरा परिणाम: (family page)",
    state: "delivered",
    daysAgo: 6,
  },
  {
    to: "+919812345678",
    toName: "Rajesh Gupta (Aarav Gupta)",
    channel: "sms",
    kind: "fee-reminder",
    language: "en",
    text: "Vidya Coaching: fee of ₹6,000.00 for Aarav Gupta is due on the 1st. Pay or see receipts: (family page)",
    state: "delivered",
    daysAgo: 3,
  },
  {
    to: "+919845012345",
    toName: "Venkatesh Iyer (Ananya Iyer)",
    channel: "sms",
    kind: "absence",
    language: "en",
    text: "Vidya Coaching: Ananya Iyer was absent from Science on Tuesday (17:00). Details: (family page)",
    state: "sent",
    daysAgo: 1,
  },
];

/** The exam notice, carried to each family the day before yesterday: read (and 'Seen') by two, delivered to one, one phone off. */
const NOTICE: { to: string; toName: string; channel: "sms" | "whatsapp"; language: string; state: Sent["state"] }[] = [
  { to: "+919812345678", toName: "Rajesh Gupta (Aarav Gupta)", channel: "whatsapp", language: "en", state: "read" },
  { to: "+919876543210", toName: "Sunita Gupta (Aarav Gupta)", channel: "sms", language: "hi", state: "delivered" },
  { to: "+919845012345", toName: "Venkatesh Iyer (Ananya Iyer)", channel: "whatsapp", language: "en", state: "read" },
  { to: "+919447012345", toName: "Lakshmi Nair (Kavya Nair)", channel: "sms", language: "hi", state: "sent" },
];

/** The notice's copies as the providers carried them, so the teacher's list says how far it reached. */
async function seedNoticeDeliveries(clock: DemoClock) {
  const notice = await db.announcement.findFirst({ where: { askSeen: true }, orderBy: { id: "asc" } });
  if (!notice) return;
  const at = clock.daysLater(-2);
  const text = `Vidya Coaching: new notice for Class 10 Maths & Science: ${notice.title.slice(0, 29)}…`;
  for (const [index, copy] of NOTICE.entries()) {
    const delivery = await db.mobileDelivery.create({
      data: {
        to: copy.to,
        toName: copy.toName,
        channel: copy.channel,
        kind: "notice",
        language: copy.language,
        text,
        request: "{}",
        state: copy.state,
        providerId: `demo-notice-${index}`,
        segments: copy.channel === "sms" ? 2 : 1,
        costPaise: copy.channel === "sms" ? 40 : 12,
        attempts: 1,
        createdAt: at,
        sentAt: at,
        deliveredAt: copy.state === "sent" ? null : new Date(at.getTime() + 60_000),
        readAt: copy.state === "read" ? new Date(at.getTime() + 3_600_000) : null,
      },
      select: { id: true },
    });
    // The two who read it on WhatsApp also pressed 'Seen' on their page.
    const guardian = await db.guardian.findFirst({ where: { mobile: copy.to }, select: { id: true } });
    if (guardian && copy.state === "read")
      await db.announcementSeen.create({
        data: { announcementId: notice.id, guardianId: guardian.id, seenAt: new Date(at.getTime() + 3_700_000) },
      });
    await db.whatsAppMessage.create({
      data: {
        to: copy.to,
        toName: copy.toName,
        text: notice.title,
        heading: copy.toName,
        state: "provider",
        kind: "notice",
        language: copy.language,
        topic: `announcement:${notice.id}`,
        deliveryId: delivery.id,
        createdAt: at,
        notBefore: at,
        sentAt: at,
      },
    });
  }
}

export async function seedDemoMessages(clock: DemoClock) {
  await db.messagingSettings.upsert({
    where: { id: 1 },
    create: { id: 1, smsSenderId: "VIDYAC", smsEntityId: "1201159100000012345", dailyAt: "18:30" },
    update: {},
  });
  await db.messageTemplate.createMany({
    data: TEMPLATES.map(([kind, channel, language, externalId, text]) => ({
      kind,
      channel,
      language,
      externalId,
      text,
    })),
  });
  const settings = { sms: 20, whatsapp: 12 };
  let whatsAppFailed: number | null = null;
  for (const [index, sent] of SENT.entries()) {
    const at = clock.daysLater(-sent.daysAgo);
    const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
    const segments = sent.channel === "sms" ? (sent.language === "hi" ? 2 : 1) : 1;
    const fallbackOfId: number | null = sent.channel === "sms" ? whatsAppFailed : null;
    const { id }: { id: number } = await db.mobileDelivery.create({
      data: {
        to: sent.to,
        toName: sent.toName,
        channel: sent.channel,
        kind: sent.kind,
        language: sent.language,
        text: sent.text,
        request: "{}",
        state: sent.state,
        reason: sent.reason ?? null,
        providerId: `demo-${index}`,
        segments,
        costPaise: segments * settings[sent.channel],
        attempts: 1,
        createdAt: at,
        sentAt: at,
        deliveredAt: sent.state === "delivered" || sent.state === "read" ? later(1) : null,
        readAt: sent.state === "read" ? later(42) : null,
        failedAt: sent.state === "failed" ? later(2) : null,
        fallbackOfId,
      },
      select: { id: true },
    });
    whatsAppFailed = sent.state === "failed" ? id : null;
  }
  await seedNoticeDeliveries(clock);
}
