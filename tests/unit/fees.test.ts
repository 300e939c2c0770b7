import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { setClock } from "~/domain/core/time.server";
import { discountedAmounts, myFees, putOnPlan } from "~/domain/fees/accounts.server";
import { hindiWholeInWords, paiseInWords, wholeInWords } from "~/domain/fees/amount-in-words";
import { financialYearOf } from "~/domain/fees/financial-days.server";
import { formatPaise, paiseOfText, rupeesText } from "~/domain/fees/money";
import { recordPayment, reversePayment } from "~/domain/fees/payments.server";
import { createPlan } from "~/domain/fees/plans.server";
import { feeReminderJob } from "~/domain/fees/reminders.server";
import { upiReferenceKey } from "~/domain/fees/upi-references.server";
import { runJob } from "~/domain/jobs/schedule.server";
import { startMailSender } from "~/domain/mail/sender.server";
import { feePlanSchema, rejectSchema, reverseSchema } from "~/schemas/fees";
import { readableText } from "~/schemas/fields";
import { pdfText } from "../support/pdf";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { failure, teacher } from "../support/unit-weeks";

// Issue 26: money as integer paise, amounts in words, the ledger, and the reminders on the right days.

describe("amounts typed in rupees", () => {
  it("reads 1,500, 1500, 1500.50, Indian grouping and one paise digit as exact paise", () => {
    expect(paiseOfText("1,500")).toBe(150000);
    expect(paiseOfText("1500")).toBe(150000);
    expect(paiseOfText("1500.50")).toBe(150050);
    expect(paiseOfText("1500.5")).toBe(150050);
    expect(paiseOfText("1,50,000.05")).toBe(15000005);
    expect(paiseOfText(" 0.10 ")).toBe(10);
    // 0.1 + 0.2 style sums stay exact: 19.99 is 1999 paise, never 1998.9999
    expect(paiseOfText("19.99")).toBe(1999);
  });

  it("refuses anything else", () => {
    for (const text of ["-5", "1.234", "$5", "5e3", "1,5", "1,,500", "", ".5", "1500.", "abc", "99999999"])
      expect(paiseOfText(text), text).toBeNull();
  });

  it("writes paise in the Indian format with exact decimals", () => {
    expect(formatPaise(15000000)).toBe("₹1,50,000.00");
    expect(formatPaise(150050)).toBe("₹1,500.50");
    expect(rupeesText(5)).toBe("0.05");
  });
});

describe("amounts in words", () => {
  it("counts in thousands, lakhs and crores", () => {
    expect(wholeInWords(0)).toBe("Zero");
    expect(wholeInWords(15)).toBe("Fifteen");
    expect(wholeInWords(105)).toBe("One Hundred Five");
    expect(wholeInWords(1500)).toBe("One Thousand Five Hundred");
    expect(wholeInWords(150000)).toBe("One Lakh Fifty Thousand");
    expect(wholeInWords(12345678)).toBe("One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight");
  });

  it("says rupees and paise", () => {
    expect(paiseInWords(150050)).toBe("Rupees One Thousand Five Hundred and Fifty Paise Only");
    expect(paiseInWords(500000)).toBe("Rupees Five Thousand Only");
    expect(paiseInWords(5)).toBe("Five Paise Only");
  });

  it("counts in Hindi words, hazaar, lakh and crore, each number up to 99 its own word", () => {
    expect(hindiWholeInWords(0)).toBe("शून्य");
    expect(hindiWholeInWords(21)).toBe("इक्कीस");
    expect(hindiWholeInWords(99)).toBe("निन्यानबे");
    expect(hindiWholeInWords(105)).toBe("एक सौ पाँच");
    expect(hindiWholeInWords(1500)).toBe("एक हज़ार पाँच सौ");
    expect(hindiWholeInWords(45_678)).toBe("पैंतालीस हज़ार छह सौ अठहत्तर");
    expect(hindiWholeInWords(1_50_000)).toBe("एक लाख पचास हज़ार");
    expect(hindiWholeInWords(1_23_45_678)).toBe("एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर");
    expect(hindiWholeInWords(100_00_00_000)).toBe("एक सौ करोड़");
  });

  it("says rupees and paise in Hindi", () => {
    expect(paiseInWords(150050, "hi")).toBe("एक हज़ार पाँच सौ रुपये और पचास पैसे मात्र");
    expect(paiseInWords(1_50_000_00, "hi")).toBe("एक लाख पचास हज़ार रुपये मात्र");
    expect(paiseInWords(3_33_33_333_33, "hi")).toBe("तीन करोड़ तैंतीस लाख तैंतीस हज़ार तीन सौ तैंतीस रुपये और तैंतीस पैसे मात्र");
    expect(paiseInWords(5, "hi")).toBe("पाँच पैसे मात्र");
    expect(paiseInWords(0, "hi")).toBe("शून्य रुपये मात्र");
  });
});

describe("plans, discounts and financial years", () => {
  it("takes a discount off the last instalments first", () => {
    expect(discountedAmounts([500000, 500000, 500000], 700000)).toEqual([500000, 300000, 0]);
    expect(discountedAmounts([100, 100], 0)).toEqual([100, 100]);
  });

  it("names April-to-March financial years", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });
});

let batchId = 0;
let count = 0;
async function studentOnPlan(instalments: { amount: string; due_on: string }[], discount = "") {
  const email = `fees-${++count}@unit.test`;
  const student = await db.user.create({
    data: { email, firstName: "Fee", lastName: `Student ${count}`, role: "student", batchId },
  });
  const total = instalments.reduce((sum, row) => sum + (paiseOfText(row.amount) ?? 0), 0);
  const { plan } = await createPlan(
    teacher,
    feePlanSchema.parse({ name: `Plan ${count}`, batch_id: batchId, total: rupeesText(total), instalments }),
  );
  await putOnPlan(teacher, {
    student_id: student.id,
    plan_id: plan.id,
    discount: paiseOfText(discount || "0") ?? 0,
    discount_reason: discount ? "Scholarship" : "",
  });
  return { ...student, role: "student" as const };
}

const cash = (studentId: number, amount: string, paid_on = "2026-11-20") => ({
  student_id: studentId,
  amount: paiseOfText(amount) ?? 0,
  paid_on,
  mode: "cash" as const,
  reference: "",
  note: "",
});

beforeAll(async () => {
  batchId = (await db.batch.create({ data: { name: "Fees unit batch" } })).id;
});

// Generous limits: the shared test machine is often busy.
describe("the fee book", { timeout: 30_000 }, () => {
  it("refuses instalments that do not add up to the total, and says both sums", async () => {
    const input = feePlanSchema.parse({
      name: "Three",
      batch_id: batchId,
      total: "15,000",
      instalments: [
        { amount: "5000", due_on: "2026-12-01" },
        { amount: "5000", due_on: "2027-01-01" },
        { amount: "", due_on: "" },
      ],
    });
    const refused = await failure(createPlan(teacher, input));
    expect(refused.fieldErrors?.instalments).toEqual([
      "The instalments add up to ₹10,000.00, not the total of ₹15,000.00",
    ]);
  });

  it("fills the oldest instalment first, refuses overpayment with what is due, and reverses by a second entry", async () => {
    const student = await studentOnPlan(
      [
        { amount: "5000", due_on: "2026-11-01" },
        { amount: "5000", due_on: "2026-12-01" },
        { amount: "5000", due_on: "2027-01-01" },
      ],
      "2000",
    );
    const now = new Date("2026-11-24T06:00:00Z");
    const first = await recordPayment(teacher, cash(student.id, "6000"));
    expect(first.payment.balanceAfterPaise).toBe(700000);
    let account = await myFees(student, now);
    expect(account?.instalments.map((row) => [row.paidPaise, row.state])).toEqual([
      [500000, "paid"],
      [100000, "due"],
      [0, "due"],
    ]);
    expect(account?.instalments[2].amountPaise).toBe(300000);

    const refused = await failure(recordPayment(teacher, cash(student.id, "7000.01")));
    expect(refused.fieldErrors?.amount).toEqual(["That is more than is due: ₹7,000.00 is due"]);

    await reversePayment(teacher, first.payment.id, { reason: "Counted twice" });
    account = await myFees(student, now);
    expect(account?.balancePaise).toBe(1300000);
    expect(account?.overduePaise).toBe(500000);
    expect(account?.instalments[0]).toMatchObject({ state: "overdue", daysOverdue: 23 });
    expect(account?.payments).toHaveLength(1);
    expect(account?.payments[0].reversal?.reason).toBe("Counted twice");
    expect((await failure(reversePayment(teacher, first.payment.id, { reason: "Again" }))).kind).toBe("conflict");
  });

  it("gives consecutive receipt numbers per financial year", async () => {
    const student = await studentOnPlan([{ amount: "900", due_on: "2027-06-01" }]);
    const a = await recordPayment(teacher, cash(student.id, "100", "2027-03-31"));
    const b = await recordPayment(teacher, cash(student.id, "100", "2027-04-01"));
    const c = await recordPayment(teacher, cash(student.id, "100", "2027-04-02"));
    expect(a.payment.receiptNo).toMatch(/^2026-27\/\d{4}$/);
    expect([b.payment.receiptNo, c.payment.receiptNo]).toEqual(["2027-28/0001", "2027-28/0002"]);
  });

  it("answers 404 for a student who does not exist, 409 for one on no plan", async () => {
    expect((await failure(recordPayment(teacher, cash(999_999, "10")))).kind).toBe("not_found");
    const loose = await db.user.create({
      data: { email: `loose-${++count}@unit.test`, firstName: "No", lastName: "Plan", role: "student", batchId },
    });
    expect((await failure(recordPayment(teacher, cash(loose.id, "10")))).kind).toBe("conflict");
  });
});

describe("one payment credited once", { timeout: 30_000 }, () => {
  it("folds a UPI transaction id's spaces and case, so one payment has one key", () => {
    expect(upiReferenceKey(" utr 4242 4242\t42 ")).toBe("UTR4242424242");
    expect(upiReferenceKey("612345678901")).toBe(upiReferenceKey("6123 4567 8901"));
  });

  it("records a UPI transaction id once until its payment is reversed, and a resent key once", async () => {
    const student = await studentOnPlan([{ amount: "9000", due_on: "2027-06-01" }]);
    const upi = { ...cash(student.id, "100"), mode: "upi" as const, reference: `UTR ${student.id} 77` };
    const first = await recordPayment(teacher, upi);
    const taken = await failure(recordPayment(teacher, { ...upi, reference: `utr${student.id}77` }));
    expect([taken.kind, taken.fieldErrors?.reference]).toEqual([
      "conflict",
      ["This UPI transaction id is already recorded or waiting to be confirmed"],
    ]);
    await reversePayment(teacher, first.payment.id, { reason: "Wrong day" });
    await recordPayment(teacher, upi);

    const keyed = { ...cash(student.id, "250"), idempotency_key: `unit-${student.id}` };
    const once = await recordPayment(teacher, keyed);
    expect((await recordPayment(teacher, keyed)).payment).toEqual(once.payment);
    expect((await failure(recordPayment(teacher, { ...keyed, amount: 300_00 }))).kind).toBe("conflict");
    expect((await myFees(student))?.payments).toHaveLength(3);
  });

  it("refuses reasons and notes of control characters, half a surrogate pair or spaces alone", () => {
    for (const reason of ["\u0000\u0000", "\ud800", "ok \udfff", "\u001b[2J", " \t ", "a\nb"]) {
      expect(reverseSchema.safeParse({ reason }).success, JSON.stringify(reason)).toBe(false);
      expect(rejectSchema.safeParse({ reason }).success, JSON.stringify(reason)).toBe(false);
    }
    expect(reverseSchema.parse({ reason: " Cheque bounced 😞 " })).toEqual({ reason: "Cheque bounced 😞" });
    const line = readableText({ max: 20, tooLong: "This is too long" });
    const lines = readableText({ max: 20, tooLong: "This is too long", multiline: true });
    expect([line.safeParse("a\r\nb").success, lines.safeParse("a\r\n\tb").success]).toEqual([false, true]);
    expect(lines.safeParse("a\u0000b").success).toBe(false);
  });
});

// A port beside the run's others (E2E_PORT), apart from the mail sender test's.
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3210) + 31;

describe("fee reminders, against the test run's SMTP server", { timeout: 60_000 }, () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  it("go 3 days before and on the 1st, 7th and 14th day overdue, once a day, and stop once paid", async () => {
    await db.outboxMail.deleteMany({ where: { state: "queued" } });
    const sink = await startSmtpSink({ smtpPort: SMTP_PORT });
    stops.push(sink.stop);
    const student = await studentOnPlan([
      { amount: "3000", due_on: "2027-02-10" },
      { amount: "3000", due_on: "2027-03-10" },
    ]);
    // A guardian who reads Hindi gets the same reminders in Hindi, by mail and in the WhatsApp outbox.
    const guardianEmail = `guardian-${count}@unit.test`;
    await db.guardian.create({
      data: {
        studentId: student.id,
        name: "Asha",
        relation: "mother",
        mobile: "+919855500001",
        email: guardianEmail,
        language: "hi",
      },
    });
    // The server's clock lives through every day from 1 February to 31 March 2027, and the scheduled job looks
    // three times a day: at 8:00 IST (before the reminders' hour: nothing), 9:30 and 18:00 (that day's, once).
    // Reminders only: the payment of 20 February has its own mail, with the receipt
    const mailsToStudent = () =>
      db.outboxMail.count({ where: { to: student.email, NOT: { subject: { contains: "received" } } } });
    const days: string[] = [];
    try {
      for (let day = Date.UTC(2027, 1, 1); day <= Date.UTC(2027, 2, 31); day += 86_400_000) {
        const today = new Date(day).toISOString().slice(0, 10);
        if (today === "2027-02-20") await recordPayment(teacher, cash(student.id, "3000", "2027-02-20"));
        const before = await mailsToStudent();
        setClock(new Date(day + 2.5 * 3600_000));
        expect(await runJob(feeReminderJob)).toBe(false);
        setClock(new Date(day + 4 * 3600_000));
        expect(await runJob(feeReminderJob)).toBe(true);
        setClock(new Date(day + 12.5 * 3600_000));
        expect(await runJob(feeReminderJob)).toBe(false);
        const queued = (await mailsToStudent()) - before;
        expect(queued, today).toBeLessThanOrEqual(1);
        if (queued) days.push(today);
      }
    } finally {
      setClock(new Date());
    }
    // Instalment 1: 7 Feb (3 before), 11 and 17 Feb (1st and 7th day overdue); paid on 20 Feb, so not on the 24th.
    // Instalment 2: 7 March, then 11, 17, 24 March overdue.
    expect(days).toEqual([
      "2027-02-07",
      "2027-02-11",
      "2027-02-17",
      "2027-03-07",
      "2027-03-11",
      "2027-03-17",
      "2027-03-24",
    ]);

    const sender = startMailSender({
      smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
      fromAddress: "office@unit.test",
      fromName: async () => "Unit Institute",
      pollMs: 50,
      leaseMs: 60_000,
    });
    stops.push(sender.stop);
    const deadline = Date.now() + 30_000;
    while (sink.messages.length < 16 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const received = await Promise.all(
      sink.messages.map(async (m) => ({ to: m.to, mail: await PostalMime.parse(m.raw) })),
    );
    const payment = received.find(({ to, mail }) => to.includes(student.email) && /received/.test(mail.subject ?? ""));
    expect(payment?.mail.subject).toMatch(/Payment of ₹3,000\.00 received: receipt 2026-27\/\d{4}$/);
    expect(payment?.mail.attachments.map((file) => file.mimeType)).toEqual(["application/pdf"]);
    // The PDF was made by the sender as it sent, outside the payment's transaction: the receipt itself
    const pdf = pdfText(new Uint8Array(payment?.mail.attachments[0].content as ArrayBuffer));
    expect(pdf).toContain("Fee receipt");
    expect(pdf).toContain("Rupees Three Thousand Only");
    const subjects = received
      .filter(({ to, mail }) => to.includes(student.email) && mail !== payment?.mail)
      .map(({ mail }) => mail.subject);
    expect(subjects).toHaveLength(7);
    expect(subjects[0]).toMatch(/fee of ₹3,000\.00 due on 10 Feb 2027$/);
    expect(subjects[1]).toMatch(/fee overdue, ₹3,000\.00$/);
    const hindi = sink.messages.filter((m) => m.to.includes(guardianEmail));
    // Seven reminders and the payment's mail, all in Hindi
    expect(hindi).toHaveLength(8);
    expect((await PostalMime.parse(hindi[0].raw)).subject).toMatch(/₹3,000\.00 की फ़ीस, देय तिथि 10 फ़रवरी 2027$/);
    expect(await db.whatsAppMessage.count({ where: { to: "+919855500001" } })).toBe(7);
  });
});
