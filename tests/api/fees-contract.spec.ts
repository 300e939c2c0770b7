import { type APIResponse, expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";
import { jsonShape } from "../support/json-shape";

// The contract of every fee call under /api/v1: its status and the names and types of every field it answers,
// pinned in a snapshot beside this file (as tests/api/contract.spec.ts does for the older calls), so moving the
// fee domain to plain values behind a presenter is proven not to change what an API client reads.
test.describe.configure({ timeout: 120_000 });

type Contract = Record<string, { status: number; body: unknown }>;

async function record(contract: Contract, call: string, response: APIResponse) {
  const text = await response.text();
  contract[call] = { status: response.status(), body: text ? jsonShape(JSON.parse(text)) : "empty" };
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read as the API documents it; its shape is what is checked
  return (text ? JSON.parse(text) : {}) as Record<string, any>;
}

/** A day counted from today in the institute's time zone (UTC+5:30). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

test("fee calls: plans, accounts, payments, reversals, dues, UPI reports and receipts", async ({ request }) => {
  const contract: Contract = {};
  const { teacher, batchId, students } = await batchWithStudents(request, "Ledger", ["Kiran", "Lata"]);
  const [kiran, lata] = students;
  const plan = (name: string) => ({
    name,
    batch_id: batchId,
    total: "15,000",
    instalments: [
      { amount: "5000", due_on: dayFromToday(-10) },
      { amount: "5000", due_on: dayFromToday(2) },
      { amount: "5000", due_on: dayFromToday(50) },
    ],
  });
  const made = await record(
    contract,
    "POST /teacher/fees/plans",
    await request.post("/api/v1/teacher/fees/plans", { headers: teacher, data: plan("Full year") }),
  );
  const planId = made.plan.id as number;
  await record(
    contract,
    "POST /teacher/fees/plans (not adding up)",
    await request.post("/api/v1/teacher/fees/plans", {
      headers: teacher,
      data: { ...plan("Broken"), total: "20000" },
    }),
  );
  await record(
    contract,
    "GET /teacher/fees/plans",
    await request.get(`/api/v1/teacher/fees/plans?batch=${batchId}`, { headers: teacher }),
  );
  await record(
    contract,
    "PATCH /teacher/fees/plans/{id}",
    await request.patch(`/api/v1/teacher/fees/plans/${planId}`, { headers: teacher, data: plan("Full year 2026") }),
  );
  const spare = await record(
    contract,
    "POST /teacher/fees/plans (spare)",
    await request.post("/api/v1/teacher/fees/plans", { headers: teacher, data: plan("Spare") }),
  );
  await record(
    contract,
    "POST /teacher/fees/plans/{id}/retire",
    await request.post(`/api/v1/teacher/fees/plans/${spare.plan.id}/retire`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/fees/plans/{id}",
    await request.delete(`/api/v1/teacher/fees/plans/${spare.plan.id}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /teacher/fees/students/{id} (no plan)",
    await request.get(`/api/v1/teacher/fees/students/${kiran.id}`, { headers: teacher }),
  );
  for (const student of [kiran, lata])
    await record(
      contract,
      "POST /teacher/fees/accounts",
      await request.post("/api/v1/teacher/fees/accounts", {
        headers: teacher,
        data: { student_id: student.id, plan_id: planId, discount: "1000", discount_reason: "Merit scholarship" },
      }),
    );
  await record(
    contract,
    "DELETE /teacher/fees/plans/{id} (in use)",
    await request.delete(`/api/v1/teacher/fees/plans/${planId}`, { headers: teacher }),
  );
  const paid = await record(
    contract,
    "POST /teacher/fees/payments",
    await request.post("/api/v1/teacher/fees/payments", {
      headers: teacher,
      data: { student_id: kiran.id, amount: "2,000", paid_on: dayFromToday(0), mode: "cash", note: "First" },
    }),
  );
  await record(
    contract,
    "POST /teacher/fees/payments (too much)",
    await request.post("/api/v1/teacher/fees/payments", {
      headers: teacher,
      data: { student_id: kiran.id, amount: "99,000", paid_on: dayFromToday(0), mode: "cash" },
    }),
  );
  const second = await record(
    contract,
    "POST /teacher/fees/payments (second)",
    await request.post("/api/v1/teacher/fees/payments", {
      headers: teacher,
      data: {
        student_id: kiran.id,
        amount: "500.50",
        paid_on: dayFromToday(0),
        mode: "upi",
        reference: `UTR${kiran.id}`,
      },
    }),
  );
  await record(
    contract,
    "POST /teacher/fees/payments/{id}/reverse",
    await request.post(`/api/v1/teacher/fees/payments/${second.payment.id}/reverse`, {
      headers: teacher,
      data: { reason: "Typed twice" },
    }),
  );
  await record(
    contract,
    "POST /teacher/fees/payments/{id}/reverse (again)",
    await request.post(`/api/v1/teacher/fees/payments/${second.payment.id}/reverse`, {
      headers: teacher,
      data: { reason: "Again" },
    }),
  );

  const asKiran = { Authorization: await studentToken(request, kiran.email, kiran.password) };
  const asLata = { Authorization: await studentToken(request, lata.email, lata.password) };
  const reported = await record(
    contract,
    "POST /student/fees/upi-reports",
    await request.post("/api/v1/student/fees/upi-reports", {
      headers: asKiran,
      data: { amount: "1000", transaction_id: "412345678901" },
    }),
  );
  const rejected = await record(
    contract,
    "POST /student/fees/upi-reports (second)",
    await request.post("/api/v1/student/fees/upi-reports", {
      headers: asKiran,
      data: { amount: "100", transaction_id: "412345678902" },
    }),
  );
  await record(
    contract,
    "POST /student/fees/upi-reports (too much)",
    await request.post("/api/v1/student/fees/upi-reports", {
      headers: asKiran,
      data: { amount: "99000", transaction_id: "412345678903" },
    }),
  );
  await record(
    contract,
    "POST /teacher/fees/upi-reports/{id}/confirm",
    await request.post(`/api/v1/teacher/fees/upi-reports/${reported.report.id}/confirm`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /teacher/fees/upi-reports/{id}/reject",
    await request.post(`/api/v1/teacher/fees/upi-reports/${rejected.report.id}/reject`, {
      headers: teacher,
      data: { reason: "No such transaction" },
    }),
  );
  await record(
    contract,
    "GET /teacher/fees/students/{id}",
    await request.get(`/api/v1/teacher/fees/students/${kiran.id}`, { headers: teacher }),
  );
  const mine = await record(
    contract,
    "GET /student/fees",
    await request.get("/api/v1/student/fees", { headers: asKiran }),
  );
  await record(
    contract,
    "GET /teacher/fees/dues",
    await request.get(`/api/v1/teacher/fees/dues?batch=${batchId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /teacher/fees/dues (nobody)",
    await request.get(`/api/v1/teacher/fees/dues?batch=${batchId}&page=9`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /fees/receipts/{id}",
    await request.get(`/api/v1/fees/receipts/${second.payment.id}`, { headers: asKiran }),
  );
  await record(
    contract,
    "GET /fees/receipts/{id} (teacher)",
    await request.get(`/api/v1/fees/receipts/${paid.payment.id}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /fees/receipts/{id} (another student's)",
    await request.get(`/api/v1/fees/receipts/${paid.payment.id}`, { headers: asLata }),
  );
  // The values' formats too: amounts as en-IN text beside their paise, calendar days as YYYY-MM-DD.
  const day = /^\d{4}-\d{2}-\d{2}$/;
  expect(mine.account.discount).toEqual({ paise: 100000, text: "₹1,000.00" });
  expect(mine.account.payments[1]).toMatchObject({
    amount: { paise: 50050, text: "₹500.50" },
    mode: "upi",
    mode_words: "UPI",
    reversed: { reason: "Typed twice", on: expect.stringMatching(day) },
  });
  expect(mine.account.instalments[0]).toMatchObject({ due_on: dayFromToday(-10), state: "overdue", days_overdue: 10 });
  expect(mine.account.upi_reports[0]).toMatchObject({ state: "rejected", reported_on: expect.stringMatching(day) });
  expect(mine.message).toBe("Your fees");
  expect(made.plan.instalments[0]).toEqual({
    position: 1,
    amount_paise: 500000,
    amount: "₹5,000.00",
    due_on: dayFromToday(-10),
  });
  expect(`${JSON.stringify(contract, null, 2)}\n`).toMatchSnapshot("fees.json");
});
