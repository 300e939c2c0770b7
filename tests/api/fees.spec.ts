import { type APIRequestContext, expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";

// Issue 26's calls: gap-free receipt numbers under 20 simultaneous payments, and every refusal the issue names.

type Headers = { Authorization: string };

/** A day counted from today in the institute's time zone (India, UTC+5:30), where due dates are counted. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function planFor(request: APIRequestContext, teacher: Headers, batchId: number) {
  const answer = await request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "Full year",
      batch_id: batchId,
      total: "15,000",
      instalments: [
        { amount: "5000", due_on: dayFromToday(-10) },
        { amount: 5000, due_on: dayFromToday(20) },
        { amount: "5,000.00", due_on: dayFromToday(50) },
      ],
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).plan.id as number;
}

const putOn = (request: APIRequestContext, teacher: Headers, studentId: number, planId: number) =>
  request.post("/api/v1/teacher/fees/accounts", { headers: teacher, data: { student_id: studentId, plan_id: planId } });

test("20 simultaneous payments across students get 20 distinct consecutive receipt numbers", async ({ request }) => {
  test.setTimeout(120_000);
  const names = Array.from({ length: 20 }, (_, index) => `Payer${index + 1}`);
  const { teacher, batchId, students } = await batchWithStudents(request, "Accounts", names);
  const planId = await planFor(request, teacher, batchId);
  for (const student of students) expect((await putOn(request, teacher, student.id, planId)).status()).toBe(200);

  // A financial year no other test pays in, so the run's other payments cannot take numbers in between.
  const answers = await Promise.all(
    students.map((student) =>
      request.post("/api/v1/teacher/fees/payments", {
        headers: teacher,
        data: { student_id: student.id, amount: "1,000", paid_on: "2019-05-01", mode: "cash" },
      }),
    ),
  );
  const numbers = await Promise.all(
    answers.map(async (answer) => {
      expect(answer.status()).toBe(201);
      return (await answer.json()).payment.receipt_no as string;
    }),
  );
  expect(new Set(numbers).size).toBe(20);
  const sequence = numbers.map((number) => Number(/^2019-20\/(\d{4})$/.exec(number)?.[1])).sort((a, b) => a - b);
  expect(sequence).toEqual(Array.from({ length: 20 }, (_, index) => sequence[0] + index));
});

test("refusals: sums, overpayment, bad amounts, unknown students, other students' receipts, wrong roles", async ({
  request,
}) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "Refusals", ["Ravi", "Sita"]);
  const [ravi, sita] = students;

  const unequal = await request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "Broken",
      batch_id: batchId,
      total: "15000",
      instalments: [
        { amount: "5000", due_on: "2026-12-01" },
        { amount: "4000", due_on: "2027-01-01" },
      ],
    },
  });
  expect(unequal.status()).toBe(400);
  expect((await unequal.json()).errors.instalments).toEqual([
    "The instalments add up to ₹9,000.00, not the total of ₹15,000.00",
  ]);

  const planId = await planFor(request, teacher, batchId);
  await putOn(request, teacher, ravi.id, planId);
  await putOn(request, teacher, sita.id, planId);
  const pay = (data: Record<string, unknown>) =>
    request.post("/api/v1/teacher/fees/payments", {
      headers: teacher,
      data: { student_id: ravi.id, paid_on: dayFromToday(0), mode: "upi", reference: `UTR${ravi.id}`, ...data },
    });

  const over = await pay({ amount: "15000.01" });
  expect(over.status()).toBe(400);
  expect(await over.json()).toMatchObject({ errors: { amount: ["That is more than is due: ₹15,000.00 is due"] } });
  for (const amount of ["-500", "12.345", "1e3", "$500", "₹1,00", "0", -5, 10.5, ""]) {
    const bad = await pay({ amount });
    expect(bad.status(), String(amount)).toBe(400);
    expect(Object.keys((await bad.json()).errors), String(amount)).toEqual(["amount"]);
  }
  expect((await pay({ amount: "500", student_id: 987_654_321 })).status()).toBe(404);

  const paid = await pay({ amount: "1,500.50" });
  expect(paid.status()).toBe(201);
  const { payment } = await paid.json();
  expect(payment).toMatchObject({ amount_paise: 150050, balance_after_paise: 1349950 });

  const raviAuth = { Authorization: await studentToken(request, ravi.email, ravi.password) };
  const sitaAuth = { Authorization: await studentToken(request, sita.email, sita.password) };
  const own = await request.get(`/api/v1/fees/receipts/${payment.id}`, { headers: raviAuth });
  expect(await own.json()).toMatchObject({
    receipt: { receipt_no: payment.receipt_no, amount_words: "Rupees One Thousand Five Hundred and Fifty Paise Only" },
  });
  expect((await request.get(`/api/v1/fees/receipts/${payment.id}`, { headers: sitaAuth })).status()).toBe(404);
  expect((await request.get(`/fees/receipts/${payment.id}`, { headers: sitaAuth })).status()).toBe(404);

  const mine = await (await request.get("/api/v1/student/fees", { headers: raviAuth })).json();
  expect(mine.account).toMatchObject({ balance: { paise: 1349950 }, overdue: { paise: 349950 } });
  expect(mine.account.payments).toHaveLength(1);

  // Teachers' calls refuse a student (403) and no one (401).
  expect((await request.post("/api/v1/teacher/fees/payments", { headers: sitaAuth, data: {} })).status()).toBe(403);
  expect((await request.get("/api/v1/teacher/fees/dues")).status()).toBe(401);

  // A plan in use keeps its amounts (409) and cannot be deleted (409); a new one can be.
  expect((await request.delete(`/api/v1/teacher/fees/plans/${planId}`, { headers: teacher })).status()).toBe(409);
  const reversed = await request.post(`/api/v1/teacher/fees/payments/${payment.id}/reverse`, {
    headers: teacher,
    data: { reason: "" },
  });
  expect(reversed.status()).toBe(400);
  const dues = await (await request.get(`/api/v1/teacher/fees/dues?batch=${batchId}`, { headers: teacher })).json();
  expect(dues.dues.map((row: { name: string }) => row.name)).toEqual(["Ravi Test", "Sita Test"]);
  expect(dues.totals).toMatchObject({ overdue_paise: 349950 + 500000 });
});
