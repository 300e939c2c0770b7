import { type APIRequestContext, expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { batchWithStudents, formTokenOn, studentToken, teacherCookie } from "../support/api";

// A payment is credited once: a UPI transaction id is held once by the institute, a resent call or form
// (the same idempotency key) records once and answers with the same receipt, and a reason is readable text.

type Headers = { Authorization: string };

/** A UPI transaction id (12 digits, as a UTR) no other run has used. */
const newUtr = () => String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-12);

/** A student on a ₹15,000 plan in three instalments, and the teacher's and the student's Authorization headers. */
async function payer(request: APIRequestContext, subject: string) {
  const { teacher, batchId, students } = await batchWithStudents(request, subject, ["Meera"]);
  const [student] = students;
  const plan = await request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "Three parts",
      batch_id: batchId,
      total: "15000",
      instalments: [
        { amount: "5000", due_on: "2026-12-01" },
        { amount: "5000", due_on: "2027-01-01" },
        { amount: "5000", due_on: "2027-02-01" },
      ],
    },
  });
  expect(plan.status()).toBe(201);
  const onPlan = await request.post("/api/v1/teacher/fees/accounts", {
    headers: teacher,
    data: { student_id: student.id, plan_id: (await plan.json()).plan.id },
  });
  expect(onPlan.status()).toBe(200);
  const own = { Authorization: await studentToken(request, student.email, student.password) };
  return { teacher, own, student };
}

const report = (request: APIRequestContext, own: Headers, transactionId: string, more: Record<string, string> = {}) =>
  request.post("/api/v1/student/fees/upi-reports", {
    headers: { ...own, ...more },
    data: { amount: "1000", transaction_id: transactionId },
  });

const pay = (request: APIRequestContext, teacher: Headers, data: Record<string, unknown>, more = {}) =>
  request.post("/api/v1/teacher/fees/payments", {
    headers: { ...teacher, ...more },
    data: { amount: "1000", paid_on: "2026-11-20", mode: "upi", ...data },
  });

async function paymentsOf(request: APIRequestContext, teacher: Headers, studentId: number) {
  const answer = await request.get(`/api/v1/teacher/fees/students/${studentId}`, { headers: teacher });
  return (await answer.json()).account.payments as { id: number; receipt_no: string; reference: string }[];
}

/** The flash message a redirect leaves: the signed cookie's value is base64 of its JSON. */
function toastOf(setCookie: string) {
  const value = decodeURIComponent(/(?:^|\n)toast=([^;]+)/.exec(setCookie)?.[1] ?? "");
  return Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8");
}

const TAKEN = "This UPI transaction id is already recorded or waiting to be confirmed";

test("a UPI transaction id is reported, confirmed and recorded once, however it is spaced or cased", async ({
  request,
}) => {
  const { teacher, own, student } = await payer(request, "UTR once");
  const utr = `AXIS${newUtr()}`;

  const first = await report(request, own, utr);
  expect(first.status()).toBe(201);
  const reportId = (await first.json()).report.id;

  const again = await report(request, own, ` axis ${utr.slice(4, 10)} ${utr.slice(10)} `);
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ valid: false, message: TAKEN, errors: { transaction_id: [TAKEN] } });

  // The teacher cannot record by hand what a student's report already holds.
  const byHand = await pay(request, teacher, { student_id: student.id, reference: utr.toLowerCase() });
  expect(byHand.status()).toBe(409);
  expect((await byHand.json()).errors).toEqual({ reference: [TAKEN] });

  const confirmed = await request.post(`/api/v1/teacher/fees/upi-reports/${reportId}/confirm`, { headers: teacher });
  expect(confirmed.status()).toBe(200);
  const receipt = (await confirmed.json()).payment;
  const twice = await request.post(`/api/v1/teacher/fees/upi-reports/${reportId}/confirm`, { headers: teacher });
  expect(twice.status()).toBe(409);

  // Once recorded, the id cannot be reported or recorded again, not even in lower case with spaces.
  expect((await report(request, own, utr)).status()).toBe(409);
  const recordedAgain = await pay(request, teacher, { student_id: student.id, reference: ` ${utr.toLowerCase()} ` });
  expect(recordedAgain.status()).toBe(409);
  expect((await recordedAgain.json()).message).toBe(TAKEN);
  expect(await paymentsOf(request, teacher, student.id)).toHaveLength(1);

  // Reversing the payment lets the id go: it can be recorded again, once.
  const reversed = await request.post(`/api/v1/teacher/fees/payments/${receipt.id}/reverse`, {
    headers: teacher,
    data: { reason: "Recorded on the wrong day" },
  });
  expect(reversed.status()).toBe(200);
  expect((await pay(request, teacher, { student_id: student.id, reference: utr })).status()).toBe(201);
  expect((await pay(request, teacher, { student_id: student.id, reference: utr })).status()).toBe(409);

  // Cash and cheque references are not UPI transaction ids: the same cheque number may come twice.
  for (let time = 0; time < 2; time += 1)
    expect(
      (await pay(request, teacher, { student_id: student.id, mode: "cheque", reference: "000123" })).status(),
    ).toBe(201);
});

test("a student has at most 3 reports waiting; a rejected one frees its place and its transaction id", async ({
  request,
}) => {
  const { teacher, own } = await payer(request, "Waiting reports");
  const ids = [newUtr(), `A${newUtr()}`, `B${newUtr()}`];
  const reportIds: number[] = [];
  for (const id of ids) {
    const answer = await report(request, own, id);
    expect(answer.status()).toBe(201);
    reportIds.push((await answer.json()).report.id);
  }
  const fourth = await report(request, own, `C${newUtr()}`);
  expect(fourth.status()).toBe(409);
  expect((await fourth.json()).message).toBe(
    "3 of your reported payments are waiting for your teacher: report another once they are confirmed",
  );

  const rejected = await request.post(`/api/v1/teacher/fees/upi-reports/${reportIds[0]}/reject`, {
    headers: teacher,
    data: { reason: "No such payment reached the account" },
  });
  expect(rejected.status()).toBe(200);
  // The student typed the amount wrong the first time: the same id may be reported again.
  expect((await report(request, own, ids[0])).status()).toBe(201);
  expect((await report(request, own, `D${newUtr()}`)).status()).toBe(409);
});

test("the same Idempotency-Key records one payment, one report and one confirm, and answers the same", async ({
  request,
}) => {
  const { teacher, own, student } = await payer(request, "Idempotency");
  const key = { "Idempotency-Key": `pay-${newUtr()}` };

  const answers = [];
  for (let time = 0; time < 3; time += 1)
    answers.push(await pay(request, teacher, { student_id: student.id, mode: "cash" }, key));
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  expect(answers.map((answer) => answer.status())).toEqual([201, 201, 201]);
  expect(new Set(bodies.map((body) => body.payment.receipt_no)).size).toBe(1);
  expect(bodies[2].payment).toEqual(bodies[0].payment);
  expect(await paymentsOf(request, teacher, student.id)).toHaveLength(1);

  // The same key for another payment is refused, and records nothing.
  const other = await pay(request, teacher, { student_id: student.id, mode: "cash", amount: "2000" }, key);
  expect(other.status()).toBe(409);
  expect((await other.json()).message).toBe(
    "This form was already sent for a different payment: open it again to send a new one",
  );
  const spaced = await pay(request, teacher, { student_id: student.id, mode: "cash" }, { "Idempotency-Key": "a b" });
  expect(spaced.status()).toBe(400);
  expect(await paymentsOf(request, teacher, student.id)).toHaveLength(1);

  const reportKey = { "Idempotency-Key": `report-${newUtr()}` };
  const utr = newUtr();
  const reported = await report(request, own, utr, reportKey);
  const reportedAgain = await report(request, own, utr, reportKey);
  expect([reported.status(), reportedAgain.status()]).toEqual([201, 201]);
  const reportId = (await reported.json()).report.id;
  expect((await reportedAgain.json()).report.id).toBe(reportId);

  const confirmKey = { ...teacher, "Idempotency-Key": `confirm-${newUtr()}` };
  const confirm = () => request.post(`/api/v1/teacher/fees/upi-reports/${reportId}/confirm`, { headers: confirmKey });
  const confirmed = await (await confirm()).json();
  const confirmedAgain = await confirm();
  expect(confirmedAgain.status()).toBe(200);
  expect((await confirmedAgain.json()).payment).toEqual(confirmed.payment);
  expect(await paymentsOf(request, teacher, student.id)).toHaveLength(2);
});

test("the record-payment form sent twice by a text browser records once and says the same receipt", async ({
  request,
}) => {
  const { teacher, student } = await payer(request, "Form sent twice");
  const cookie = await teacherCookie(request, baseURL);
  const path = `/teacher/students/${student.id}/fees/payment`;
  const html = await (await request.get(path, { headers: { Cookie: cookie } })).text();
  const key = /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
  expect(key).toBeTruthy();
  const form = {
    _token: await formTokenOn(request, path, cookie),
    idempotency_key: key!,
    amount: "1,000",
    paid_on: "2026-11-20",
    mode: "cash",
    reference: "",
    note: "",
  };
  const toasts = [];
  for (let time = 0; time < 2; time += 1) {
    const sent = await request.post(path, { headers: { Cookie: cookie }, form, maxRedirects: 0 });
    expect(sent.status()).toBe(302);
    toasts.push(toastOf(sent.headers()["set-cookie"]));
  }
  const payments = await paymentsOf(request, teacher, student.id);
  expect(payments).toHaveLength(1);
  expect(toasts).toEqual([toasts[0], toasts[0]]);
  expect(toasts[0]).toContain(`Payment recorded: receipt ${payments[0].receipt_no}`);
});

test("a reason or note of control characters or half a surrogate pair is refused, in English and Hindi", async ({
  request,
}) => {
  const { teacher, own, student } = await payer(request, "Readable reasons");
  const paid = await pay(request, teacher, { student_id: student.id, mode: "cash" });
  const paymentId = (await paid.json()).payment.id;
  const unreadable = "Use letters, digits and punctuation: this has a character that cannot be shown";

  for (const reason of ["\u0000\u0000", "\ud800", "Cheque \udc00 bounced", "Bounced\u0007", "two\nlines"]) {
    const reversed = await request.post(`/api/v1/teacher/fees/payments/${paymentId}/reverse`, {
      headers: teacher,
      data: { reason },
    });
    expect(reversed.status(), JSON.stringify(reason)).toBe(400);
    expect((await reversed.json()).errors, JSON.stringify(reason)).toEqual({ reason: [unreadable] });
  }
  const spaces = await request.post(`/api/v1/teacher/fees/payments/${paymentId}/reverse`, {
    headers: teacher,
    data: { reason: " \t " },
  });
  expect((await spaces.json()).errors).toEqual({ reason: ["Say why the payment is reversed"] });

  const reported = await report(request, own, newUtr());
  const reportId = (await reported.json()).report.id;
  const rejected = await request.post(`/api/v1/teacher/fees/upi-reports/${reportId}/reject`, {
    headers: { ...teacher, "Accept-Language": "hi" },
    data: { reason: "\u0000" },
  });
  expect(rejected.status()).toBe(400);
  expect((await rejected.json()).errors).toEqual({
    reason: ["अक्षर, अंक और विराम चिह्न ही लिखें: इसमें ऐसा अक्षर है जो दिखाया नहीं जा सकता"],
  });

  for (const field of [{ note: "\u0000" }, { reference: "\ud83d" }]) {
    const answer = await pay(request, teacher, { student_id: student.id, mode: "cash", ...field });
    expect(answer.status(), JSON.stringify(field)).toBe(400);
  }
  expect(await paymentsOf(request, teacher, student.id)).toHaveLength(1);
  const still = await request.post(`/api/v1/teacher/fees/payments/${paymentId}/reverse`, {
    headers: teacher,
    data: { reason: "Cheque bounced" },
  });
  expect(still.status()).toBe(200);
});
