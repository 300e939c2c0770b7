import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createAnnouncement } from "~/domain/announcements/announcements.server";
import { absenceAlerts } from "~/domain/attendance/absence-alerts.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { announcementMessage, resultMessage } from "~/domain/families/family-words.server";
import { putOnPlan } from "~/domain/fees/accounts.server";
import { createPlan } from "~/domain/fees/plans.server";
import { sendReminderNow } from "~/domain/fees/reminders.server";
import { announcementDeliveries } from "~/domain/messages/deliveries.server";
import { applyReports, smsReports, whatsAppReports } from "~/domain/messages/delivery-reports.server";
import { deliverMobileMessages, quietUntil } from "~/domain/messages/mobile-sending.server";
import { recipientsOfStudent } from "~/domain/messages/recipients.server";
import { queueMessages } from "~/domain/messages/send.server";
import { smsSegments } from "~/domain/messages/sms-segments";
import type { TimetableClass } from "~/domain/timetable/class-rows";
import { announcementSchema } from "~/schemas/families";
import { feePlanSchema } from "~/schemas/fees";
import { FAKE_PHONE_PORT } from "../../vitest.config";
import { failure } from "../support/domain-failure";
import {
  FAKE_PHONE,
  smsDeliveryReport,
  startFakePhoneProviders,
  whatsAppStatusReport,
} from "../support/fake-phone-providers.mjs";
import { teacher } from "../support/unit-weeks";

type Fake = Awaited<ReturnType<typeof startFakePhoneProviders>>;
let fake: Fake;
let studentId = 0;
let batchId = 0;
let mother = 0;
let father = 0;

/** 18:30 at the institute (IST), after the day's message time, and the next day's. */
const EVENING = new Date("2026-12-01T13:00:00Z");
const NEXT_EVENING = new Date("2026-12-02T13:00:00Z");

const TEMPLATES = [
  [
    "absence",
    "sms",
    "en",
    "1207170000000000001",
    "{institute}: {student} was absent from {subject} on {date}. Details: {link}",
  ],
  ["absence", "sms", "hi", "1207170000000000002", "{institute}: {student} {date} को {subject} में अनुपस्थित थे। {link}"],
  ["result", "sms", "en", "1207170000000000003", "{institute}: {student} scored {marks} in {test}. {link}"],
  ["result", "sms", "hi", "1207170000000000004", "{institute}: {student} को {test} में {marks} अंक मिले। {link}"],
  [
    "fee-reminder",
    "sms",
    "en",
    "1207170000000000005",
    "{institute}: fee of {amount} for {student} is due on {due}. {link}",
  ],
  ["day", "sms", "en", "1207170000000000006", "{institute}: {count} new updates about {student} today. See {link}"],
  ["absence", "whatsapp", "en", "absence_alert", "{institute}: {student} was absent from {subject} on {date}. {link}"],
  ["result", "whatsapp", "en", "result_published", "{institute}: {student} scored {marks} in {test}."],
  ["notice", "sms", "en", "1207170000000000007", "{institute}: new notice for {batch}: {title}"],
] as const;

const sentSms = () =>
  fake.sent.sms.map((sms) => ({ to: sms.sms[0].to[0], id: sms.DLT_TE_ID, text: sms.sms[0].message }));

async function setChannels(motherChannel: string, fatherChannel: string) {
  await db.guardian.update({ where: { id: mother }, data: { channel: motherChannel } });
  await db.guardian.update({ where: { id: father }, data: { channel: fatherChannel } });
}

/** Clears what earlier tests left: sent lists, deliveries, and this family's items. */
async function freshDay() {
  fake.sent.sms.length = 0;
  fake.sent.whatsapp.length = 0;
  await db.whatsAppMessage.deleteMany({ where: { to: { startsWith: "+9197000000" } } });
  await db.mobileDelivery.deleteMany({ where: { to: { startsWith: "+9197000000" } } });
}

beforeAll(async () => {
  fake = await startFakePhoneProviders(FAKE_PHONE_PORT);
  const { whatsappVerifyToken: _, ...credentials } = FAKE_PHONE;
  await db.messagingSettings.upsert({
    where: { id: 1 },
    create: { id: 1, ...credentials, dailyAt: "18:00" },
    update: { ...credentials, dailyAt: "18:00", channel: "outbox" },
  });
  for (const [kind, channel, language, externalId, text] of TEMPLATES)
    await db.messageTemplate.upsert({
      where: { kind_channel_language: { kind, channel, language } },
      create: { kind, channel, language, externalId, text },
      update: { externalId, text },
    });
  batchId = (await db.batch.create({ data: { name: "Phones Batch" } })).id;
  const student = await db.user.create({
    data: {
      email: "meera.phones@unit.test",
      firstName: "Meera",
      lastName: "Iyer",
      role: "student",
      batchId,
      guardians: {
        create: [
          { name: "Lata Iyer", relation: "mother", mobile: "+919700000001", language: "hi" },
          { name: "Ravi Iyer", relation: "father", mobile: "+919700000002", language: "en" },
        ],
      },
    },
    include: { guardians: { orderBy: { id: "asc" } } },
  });
  studentId = student.id;
  [mother, father] = student.guardians.map((guardian) => guardian.id);
}, 30_000);

afterAll(async () => {
  // The institute is back to the free outbox for the files after this one.
  await db.messagingSettings.update({ where: { id: 1 }, data: { channel: "outbox" } });
  await db.guardian.updateMany({ where: { id: { in: [mother, father] } }, data: { channel: "institute" } });
  await fake.close();
});

const physics = { id: 990001, subjectName: "Physics", startTime: "16:00" } as TimetableClass;

async function absentToday(at: Date) {
  await inTransaction((tx) =>
    absenceAlerts(
      tx,
      physics,
      "2026-12-01",
      [{ studentId, old: null, now: "absent" }],
      new Date(at.getTime() - 3_600_000),
    ),
  );
}

async function resultOf(marks: number) {
  await inTransaction(async (tx) =>
    queueMessages(tx, {
      to: await recipientsOfStudent(tx, studentId, { guardians: true }),
      kind: "result",
      content: resultMessage({
        studentName: "Meera Iyer",
        testName: "Unit Test 4",
        marks,
        maxMarks: 50,
        rank: 2,
        attemptedCount: 30,
      }),
    }),
  );
}

describe("messages by SMS and the WhatsApp Cloud API", { timeout: 30_000 }, () => {
  it("sends an absence alert by SMS with the DLT template id and the registered words, in English and Hindi", async () => {
    await freshDay();
    await setChannels("sms", "sms");
    await absentToday(EVENING);
    await deliverMobileMessages(EVENING);
    const sms = sentSms().sort((a, b) => a.to.localeCompare(b.to));
    expect(sms.map(({ to, id }) => [to, id])).toEqual([
      ["919700000001", "1207170000000000002"],
      ["919700000002", "1207170000000000001"],
    ]);
    const link = /https?:\/\/\S+\/family\/\S+/;
    expect(sms[0].text).toMatch(/^Vidya Coaching: Meera Iyer 1 दिसंबर 2026 को Physics में अनुपस्थित थे। /);
    expect(sms[1].text).toMatch(/^Vidya Coaching: Meera Iyer was absent from Physics on 1 Dec 2026\. Details: /);
    expect(sms[1].text).toMatch(link);
    // Hindi travels as UCS-2: the gateway is told so.
    expect(fake.sent.sms.find((one) => one.sms[0].to[0] === "919700000001")?.unicode).toBe(1);
    const deliveries = await db.mobileDelivery.findMany({ where: { to: { startsWith: "+9197000000" } } });
    expect(deliveries.map((delivery) => delivery.state)).toEqual(["sent", "sent"]);
  });

  it("sends a result and a fee reminder by SMS, one message a day per family, the rest the next day", async () => {
    await freshDay();
    await setChannels("institute", "sms");
    await resultOf(41);
    await deliverMobileMessages(EVENING);
    expect(sentSms()).toEqual([
      {
        to: "919700000002",
        id: "1207170000000000003",
        text: expect.stringMatching(/^Vidya Coaching: Meera Iyer scored 41\/50 in Unit Test 4\. http/),
      },
    ]);
    // The mother's channel is the institute's: the free outbox, where her item still waits for the teacher.
    expect(await db.whatsAppMessage.count({ where: { to: "+919700000001", state: "queued" } })).toBe(1);

    const { plan } = await createPlan(
      teacher,
      feePlanSchema.parse({
        name: "Phones plan",
        batch_id: batchId,
        total: "5000",
        instalments: [{ amount: "5000", due_on: "2026-12-04" }],
      }),
    );
    await putOnPlan(teacher, { student_id: studentId, plan_id: plan.id, discount: 0, discount_reason: "" });
    await sendReminderNow(teacher, studentId, EVENING);
    await deliverMobileMessages(EVENING);
    expect(sentSms()).toHaveLength(1);
    await deliverMobileMessages(NEXT_EVENING);
    expect(sentSms()[1]).toEqual({
      to: "919700000002",
      id: "1207170000000000005",
      text: expect.stringMatching(/^Vidya Coaching: fee of ₹5,000\.00 for Meera Iyer is due on 4 Dec 2026\. http/),
    });
  });

  it("gathers a day's several items into the day's template", async () => {
    await freshDay();
    await setChannels("sms", "sms");
    await absentToday(EVENING);
    await resultOf(45);
    await deliverMobileMessages(EVENING);
    const father = sentSms().find((sms) => sms.to === "919700000002");
    expect(father?.id).toBe("1207170000000000006");
    expect(father?.text).toMatch(/^Vidya Coaching: 2 new updates about Meera Iyer today\. See http/);
    // No Hindi "day" template: the mother's two items wait in the outbox, which says why.
    const mothers = await db.whatsAppMessage.findMany({ where: { to: "+919700000001" } });
    expect(mothers.map((item) => [item.state, item.outboxReason])).toEqual([
      ["queued", "no-template sms day hi"],
      ["queued", "no-template sms day hi"],
    ]);
  });

  it("sends by WhatsApp template with its parameters; reports move it to delivered and read; a forged one is refused", async () => {
    await freshDay();
    await setChannels("whatsapp", "whatsapp");
    await db.guardian.update({ where: { id: mother }, data: { language: "en" } });
    await resultOf(48);
    await deliverMobileMessages(EVENING);
    await db.guardian.update({ where: { id: mother }, data: { language: "hi" } });
    expect(fake.sent.whatsapp).toHaveLength(2);
    const message = fake.sent.whatsapp[0];
    expect(message.template).toEqual({
      name: "result_published",
      language: { code: "en" },
      components: [
        {
          type: "body",
          parameters: ["Vidya Coaching", "Meera Iyer", "48/50", "Unit Test 4"].map((text) => ({ type: "text", text })),
        },
      ],
    });
    const delivered = whatsAppStatusReport(message.id, "delivered", message.to);
    expect(await whatsAppReports(delivered.body, delivered.signature)).toBe(1);
    const read = whatsAppStatusReport(message.id, "read", message.to);
    await whatsAppReports(read.body, read.signature);
    // A late "sent" does not move it back.
    const late = whatsAppStatusReport(message.id, "sent", message.to);
    await whatsAppReports(late.body, late.signature);
    const row = await db.mobileDelivery.findUniqueOrThrow({ where: { providerId: message.id } });
    expect([row.state, !!row.deliveredAt, !!row.readAt]).toEqual(["read", true, true]);

    const forged = whatsAppStatusReport(fake.sent.whatsapp[1].id, "read", "x", "not-the-app-secret");
    expect((await failure(whatsAppReports(forged.body, forged.signature))).kind).toBe("unauthenticated");
    expect((await failure(whatsAppReports(forged.body, null))).kind).toBe("unauthenticated");
    const other = await db.mobileDelivery.findUniqueOrThrow({ where: { providerId: fake.sent.whatsapp[1].id } });
    expect(other.state).toBe("sent");
  });

  it("sends a failed WhatsApp message again by SMS; an SMS report moves that to delivered", async () => {
    await freshDay();
    await setChannels("whatsapp", "whatsapp");
    await db.guardian.update({ where: { id: mother }, data: { language: "en" } });
    await absentToday(EVENING);
    await deliverMobileMessages(EVENING);
    await db.guardian.update({ where: { id: mother }, data: { language: "hi" } });
    const first = fake.sent.whatsapp[0];
    const failed = whatsAppStatusReport(first.id, "failed", first.to);
    await whatsAppReports(failed.body, failed.signature);
    const whatsApp = await db.mobileDelivery.findUniqueOrThrow({
      where: { providerId: first.id },
      include: { fallback: true },
    });
    expect([whatsApp.state, whatsApp.reason]).toEqual(["failed", "131026 Message undeliverable"]);
    expect(whatsApp.fallback?.channel).toBe("sms");
    await deliverMobileMessages(new Date(EVENING.getTime() + 60_000));
    const sms = fake.sent.sms[0];
    expect(sms.DLT_TE_ID).toBe("1207170000000000001");
    const report = smsDeliveryReport(sms.requestId, 1, sms.sms[0].to[0]);
    expect(await smsReports(report.body, report.signature)).toBe(1);
    const forged = smsDeliveryReport(sms.requestId, 2, sms.sms[0].to[0], "guessed");
    expect((await failure(smsReports(forged.body, forged.signature))).kind).toBe("unauthenticated");
    expect((await db.mobileDelivery.findUniqueOrThrow({ where: { providerId: sms.requestId } })).state).toBe(
      "delivered",
    );
  });

  it("tries again after a provider's 500 and fails with the reason of a refusal, back to the outbox", async () => {
    await freshDay();
    await setChannels("sms", "sms");
    fake.failNext("sms", 500, { type: "error", message: "Internal error" });
    await resultOf(30);
    await deliverMobileMessages(EVENING);
    const waiting = await db.mobileDelivery.findMany({ where: { to: { startsWith: "+9197000000" }, state: "queued" } });
    expect(waiting).toHaveLength(1);
    expect(waiting[0].reason).toBe("Internal error");
    fake.failNext("sms", 400, { type: "error", message: "Invalid mobile number" });
    await deliverMobileMessages(new Date(EVENING.getTime() + 3_600_000));
    const failed = await db.mobileDelivery.findUniqueOrThrow({ where: { id: waiting[0].id } });
    expect([failed.state, failed.reason]).toEqual(["failed", "Invalid mobile number"]);
    const items = await db.whatsAppMessage.findMany({ where: { deliveryId: failed.id } });
    expect(items.map((item) => [item.state, item.outboxReason])).toEqual([["queued", "failed sms"]]);
  });

  it("holds a promotional message through TRAI's quiet hours", async () => {
    await freshDay();
    await setChannels("sms", "sms");
    await db.messageTemplate.update({
      where: { kind_channel_language: { kind: "result", channel: "sms", language: "en" } },
      data: { category: "promotional" },
    });
    const night = new Date("2026-12-01T16:30:00Z"); // 22:00 at the institute
    await resultOf(33);
    await deliverMobileMessages(night);
    expect(fake.sent.sms.filter((sms) => sms.sms[0].to[0] === "919700000002")).toHaveLength(0);
    const held = await db.mobileDelivery.findFirstOrThrow({ where: { to: "+919700000002" } });
    expect(held.nextAttemptAt.toISOString()).toBe("2026-12-02T03:30:00.000Z");
    await deliverMobileMessages(new Date("2026-12-02T03:31:00Z"));
    expect(fake.sent.sms.filter((sms) => sms.sms[0].to[0] === "919700000002")).toHaveLength(1);
    expect(quietUntil(new Date("2026-12-02T06:00:00Z"))).toBeNull();
    await db.messageTemplate.update({
      where: { kind_channel_language: { kind: "result", channel: "sms", language: "en" } },
      data: { category: "service" },
    });
  });

  it("sends nothing of a kind a family stopped", async () => {
    await freshDay();
    await setChannels("sms", "sms");
    await db.messageStop.create({ data: { guardianId: father, kind: "result" } });
    await resultOf(20);
    expect(await db.whatsAppMessage.count({ where: { to: "+919700000002" } })).toBe(0);
    expect(await db.whatsAppMessage.count({ where: { to: "+919700000001" } })).toBe(1);
    await db.messageStop.delete({ where: { guardianId_kind: { guardianId: father, kind: "result" } } });
  });

  it("sends a notice to each family by its provider at once (no copy held for the teacher) and counts its delivery", async () => {
    await freshDay();
    await setChannels("sms", "sms");
    await db.messageTemplate.upsert({
      where: { kind_channel_language: { kind: "notice", channel: "sms", language: "hi" } },
      create: {
        kind: "notice",
        channel: "sms",
        language: "hi",
        externalId: "1207170000000000008",
        text: "{institute}: {batch} के लिए नई सूचना: {title}",
      },
      update: {},
    });
    const { announcement } = await createAnnouncement(
      teacher,
      announcementSchema.parse({ title: "Holiday on Monday", text: "No classes.", audience: "institute", send: false }),
    );
    // Sent on as createAnnouncement sends it, to this family only (the institute has other tests' students).
    await inTransaction(async (tx) =>
      queueMessages(tx, {
        to: await recipientsOfStudent(tx, studentId, { guardians: true }),
        notice: true,
        kind: "notice",
        topic: `announcement:${announcement.id}`,
        content: announcementMessage(announcement.title, "No classes."),
      }),
    );
    expect(await db.whatsAppMessage.count({ where: { to: { startsWith: "+9197000000" }, state: "held" } })).toBe(0);
    await deliverMobileMessages(EVENING);
    expect(
      sentSms()
        .map((sms) => sms.text)
        .sort(),
    ).toEqual([
      "Vidya Coaching: Phones Batch के लिए नई सूचना: Holiday on Monday",
      "Vidya Coaching: new notice for Phones Batch: Holiday on Monday",
    ]);
    for (const [index, sms] of fake.sent.sms.entries()) {
      const report = smsDeliveryReport(sms.requestId, 1, sms.sms[0].to[0]);
      await smsReports(report.body, report.signature);
      if (index === 0) await applyReports([{ providerId: sms.requestId, state: "read" }]);
    }
    expect((await announcementDeliveries([announcement.id])).get(announcement.id)).toEqual({
      families: 2,
      delivered: 2,
      read: 1,
    });
  });

  it("counts SMS segments as the network does", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ encoding: "gsm7", units: 160, segments: 1 });
    expect(smsSegments("a".repeat(161)).segments).toBe(2);
    expect(smsSegments("a".repeat(306)).segments).toBe(2);
    expect(smsSegments("a".repeat(307)).segments).toBe(3);
    expect(smsSegments("{".repeat(80))).toEqual({ encoding: "gsm7", units: 160, segments: 1 });
    expect(smsSegments("अ".repeat(70))).toEqual({ encoding: "ucs2", units: 70, segments: 1 });
    expect(smsSegments("अ".repeat(71)).segments).toBe(2);
    expect(smsSegments("अ".repeat(134)).segments).toBe(2);
    expect(smsSegments("अ".repeat(135)).segments).toBe(3);
    expect(smsSegments(`Fee due ${"अ"}`).encoding).toBe("ucs2");
  });

  it("ignores a report for a message it did not send, and a signed report of the wrong shape", async () => {
    expect(await applyReports([{ providerId: "wamid.unknown", state: "delivered" }])).toBe(0);
    const sign = (body: string, secret: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
    for (const body of [
      '{"entry":5}',
      '{"entry":[null,{"changes":[{"value":{"statuses":[{"id":7,"status":"read","timestamp":"x"}]}}]}]}',
      "[]",
    ])
      expect(await whatsAppReports(body, sign(body, FAKE_PHONE.whatsappAppSecret))).toBe(0);
    for (const body of ["null", "[1,null]", '{"requestId":9,"status":1}'])
      expect(await smsReports(body, sign(body, FAKE_PHONE.smsWebhookSecret))).toBe(0);
  });
});
