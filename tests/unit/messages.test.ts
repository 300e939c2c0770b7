import PostalMime from "postal-mime";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createBatch } from "~/domain/catalogue/batches.server";
import { startMailSender } from "~/domain/mail/sender.server";
import { recipientsOfStudent, recipientsOfStudents } from "~/domain/messages/recipients.server";
import { cancelMessages, type Language, queueMessages } from "~/domain/messages/send.server";
import {
  listWhatsAppOutbox,
  markWhatsAppSent,
  nextWhatsAppMessage,
  type WhatsAppMessage,
  waMeLink,
} from "~/domain/messages/whatsapp-outbox.server";
import { indianMobileToE164 } from "~/schemas/mobile";
import { failure } from "../support/domain-failure";
import { startSmtpSink } from "../support/smtp-sink.mjs";

// The same port the mail sender's tests use (files run one after another): the run's SMTP server.
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3210) + 30;
const teacher = {
  id: 0,
  email: "t@unit.test",
  firstName: "T",
  lastName: "One",
  role: "teacher" as const,
  batchId: null,
};
let studentId: number;

const words = (language: Language) =>
  language === "hi"
    ? { subject: "रवि की सूचना", text: "हिन्दी में संदेश", short: "रवि: हिन्दी में संदेश" }
    : { subject: "About Ravi", text: "A message in English", short: "Ravi: a message in English" };

beforeAll(async () => {
  const { batch } = await createBatch(teacher, { batch_name: "Messages Batch", duration: 12 });
  const student = await db.user.create({
    data: {
      email: "ravi.messages@unit.test",
      firstName: "Ravi",
      lastName: "Verma",
      role: "student",
      batchId: batch.id,
      mobile: "+919800000001",
      guardians: {
        create: [
          { name: "Asha Verma", relation: "mother", mobile: "+919800000002", email: "asha@unit.test", language: "hi" },
          { name: "Mohan Verma", relation: "father", mobile: "+919800000003", language: "en" },
        ],
      },
    },
  });
  studentId = student.id;
}, 30_000);

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("mobile numbers", () => {
  it("reads spaces, a leading 0, 91 and +91 into E.164 and refuses anything else", () => {
    for (const typed of ["98765 43210", "098765-43210", "+91 98765 43210", "919876543210"]) {
      expect(indianMobileToE164(typed)).toBe("+919876543210");
    }
    for (const typed of ["12345", "5876543210", "+1 415 555 0100", "98765432100", "98765abcde"]) {
      expect(indianMobileToE164(typed)).toBeNull();
    }
  });
});

describe("recipientsOfStudents", () => {
  it("reads a batch of more students than SQLite takes parameters in one query (a results day of 1,200)", async () => {
    const emails = Array.from({ length: 1200 }, (_, index) => `crowd${index}.messages@unit.test`);
    await db.user.createMany({
      data: emails.map((email) => ({ email, firstName: "Crowd", lastName: "Student", role: "student" })),
    });
    const ids = (await db.user.findMany({ where: { email: { in: emails.slice(0, 900) } }, select: { id: true } }))
      .concat(await db.user.findMany({ where: { email: { in: emails.slice(900) } }, select: { id: true } }))
      .map((user) => user.id);
    const people = await recipientsOfStudents(db, [studentId, ...ids]);
    expect(people.size).toBe(1201);
    expect(people.get(studentId)?.map((person) => person.name)).toEqual([
      "Ravi Verma",
      "Asha Verma (Ravi Verma)",
      "Mohan Verma (Ravi Verma)",
    ]);
  }, 30_000);
});

describe("queueMessages", { timeout: 30_000 }, () => {
  it("mails those with an address and puts a WhatsApp message in the outbox for those with a number, each in their language", async () => {
    // Mail other test files left queued would keep the sender busy.
    await db.outboxMail.deleteMany({ where: { state: "queued" } });
    const sink = await startSmtpSink({ smtpPort: SMTP_PORT });
    stops.push(sink.stop);
    const counts = await db.$transaction(async (tx) =>
      queueMessages(tx, { to: await recipientsOfStudent(tx, studentId), content: words, cancelKey: "unit:now" }),
    );
    expect(counts).toEqual({ mails: 2, whatsapp: 3, batchTexts: 0 });

    stops.push(
      startMailSender({
        smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
        fromAddress: "office@unit.test",
        fromName: async () => "Unit Institute",
        pollMs: 50,
        leaseMs: 60_000,
      }).stop,
    );
    // Other test files queue mail too; wait for these two.
    await until(
      async () => sink.messages.flatMap((m) => m.to),
      (to) => to.includes("ravi.messages@unit.test") && to.includes("asha@unit.test"),
    );
    const mails = await Promise.all(
      sink.messages.map(async (m) => ({ to: m.to, mail: await PostalMime.parse(m.raw) })),
    );
    // Every message names the institute, the batch and the student.
    const ravi = mails.find((m) => m.to.includes("ravi.messages@unit.test"))?.mail;
    expect(ravi?.subject).toBe("Vidya Coaching · About Ravi");
    expect(ravi?.text?.trim()).toBe("Messages Batch · Ravi Verma\n\nA message in English");
    expect(mails.find((m) => m.to.includes("asha@unit.test"))?.mail.subject).toBe("Vidya Coaching · रवि की सूचना");

    const { waiting } = await listWhatsAppOutbox(teacher);
    const mine = waiting.filter((m) => m.to.startsWith("+9198000000"));
    // A guardian's message ends with their own parent's page, in their language.
    const familyPage = /\n\n.+ \S+\/family\/[A-Za-z0-9_-]{43}$/;
    const about = "Vidya Coaching\n\nMessages Batch · Ravi Verma\n• ";
    expect(mine.map((m) => [m.to, m.toName, m.text.replace(familyPage, " + page")])).toEqual([
      ["+919800000001", "Ravi Verma", `${about}Ravi: a message in English`],
      ["+919800000002", "Asha Verma (Ravi Verma)", `${about}रवि: हिन्दी में संदेश + page`],
      ["+919800000003", "Mohan Verma (Ravi Verma)", `${about}Ravi: a message in English + page`],
    ]);
    expect(mine[1].text).toContain("Ravi Verma का परिवार का पेज");
    expect(mine[1].link).toBe(`https://wa.me/919800000002?text=${encodeURIComponent(mine[1].text)}`);
    for (const m of mine) await markWhatsAppSent(teacher, m.id);
  });

  it("holds messages until notBefore and cancels what still waits under a key", async () => {
    const later = new Date(Date.now() + 30 * 60_000);
    await db.$transaction(async (tx) =>
      queueMessages(tx, {
        to: await recipientsOfStudent(tx, studentId, { guardians: true }),
        content: words,
        notBefore: later,
        cancelKey: "absence:unit",
      }),
    );
    const mine = (list: WhatsAppMessage[]) => list.filter((m) => m.to.startsWith("+9198000000"));
    const now = await listWhatsAppOutbox(teacher);
    expect(mine(now.waiting)).toEqual([]);
    // Held back, they are listed apart with when they will be ready, and join the waiting ones at that time.
    expect(mine(now.later).map((m) => m.readyAt)).toEqual([later, later]);
    const atTheirTime = await listWhatsAppOutbox(teacher, later);
    expect(mine(atTheirTime.later)).toEqual([]);
    expect(mine(atTheirTime.waiting)).toHaveLength(2);
    expect((await nextWhatsAppMessage(teacher, later))?.left).toBeGreaterThanOrEqual(2);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { cancelKey: "absence:unit" } });
    expect(mail.nextAttemptAt).toEqual(later);

    expect(await db.$transaction((tx) => cancelMessages(tx, "absence:unit"))).toBe(3);
    expect(await db.outboxMail.count({ where: { cancelKey: "absence:unit", state: "cancelled" } })).toBe(1);
    expect(await db.whatsAppMessage.count({ where: { cancelKey: "absence:unit", state: "cancelled" } })).toBe(2);
    // What was sent stays sent.
    expect(await db.$transaction((tx) => cancelMessages(tx, "unit:now"))).toBe(0);
  });

  it("sends a shared address or number once, only on the channels asked for, and keeps WhatsApp text short", async () => {
    const twins = [
      { name: "A", email: "same@unit.test", mobile: "+919811111111", language: "en" as const },
      { name: "B", email: "SAME@unit.test", mobile: "+919811111111", language: "en" as const },
    ];
    const long = () => ({ subject: "Long", text: "x".repeat(3000) });
    expect(await db.$transaction((tx) => queueMessages(tx, { to: twins, content: long, cancelKey: "twins" }))).toEqual({
      mails: 1,
      whatsapp: 1,
      batchTexts: 0,
    });
    const text = await db.whatsAppMessage.findFirstOrThrow({ where: { cancelKey: "twins" } });
    expect(text.text.length).toBeLessThan(1000);
    expect(
      await db.$transaction((tx) =>
        queueMessages(tx, { to: twins, content: long, channels: ["email"], cancelKey: "mail-only" }),
      ),
    ).toEqual({ mails: 1, whatsapp: 0, batchTexts: 0 });
    await db.$transaction((tx) => cancelMessages(tx, "twins"));
    await db.$transaction((tx) => cancelMessages(tx, "mail-only"));
  });
});

describe("the WhatsApp outbox", () => {
  it("walks the waiting messages in order, marks them sent once and refuses a cancelled one", async () => {
    // The outbox is the whole institute's: messages other test files left waiting would come first.
    await db.whatsAppMessage.updateMany({
      where: { state: "queued", OR: [{ cancelKey: null }, { cancelKey: { not: "absence:unit" } }] },
      data: { state: "cancelled" },
    });
    await db.$transaction((tx) =>
      queueMessages(tx, {
        to: [
          { name: "One", email: null, mobile: "+919822222221", language: "en" },
          { name: "Two", email: null, mobile: "+919822222222", language: "en" },
        ],
        content: () => ({ subject: "Walk", text: "through" }),
      }),
    );
    const first = await nextWhatsAppMessage(teacher);
    expect(first?.message.toName).toBe("One");
    expect(first?.left).toBe(2);
    await markWhatsAppSent(teacher, first?.message.id ?? 0);
    await markWhatsAppSent(teacher, first?.message.id ?? 0);
    const second = await nextWhatsAppMessage(teacher);
    expect(second?.message.toName).toBe("Two");
    await markWhatsAppSent(teacher, second?.message.id ?? 0);
    expect(await nextWhatsAppMessage(teacher)).toBeNull();
    expect((await listWhatsAppOutbox(teacher)).sent.map((m) => m.toName).slice(0, 2)).toEqual(["Two", "One"]);

    const cancelled = await db.whatsAppMessage.findFirstOrThrow({ where: { cancelKey: "absence:unit" } });
    expect((await failure(markWhatsAppSent(teacher, cancelled.id))).kind).toBe("conflict");
    expect((await failure(markWhatsAppSent(teacher, 999_999))).kind).toBe("not_found");
    const student = { ...teacher, id: studentId, role: "student" as const };
    expect((await failure(listWhatsAppOutbox(student))).kind).toBe("forbidden");
  });

  it("writes wa.me links without the plus and with the text encoded", () => {
    expect(waMeLink("+919876543210", "Hi & bye?")).toBe("https://wa.me/919876543210?text=Hi%20%26%20bye%3F");
  });
});
