import type { ChildProcess } from "node:child_process";
import { expect, request as newRequest, test } from "@playwright/test";
import { SMTP_SINK_PORT } from "../../playwright.config";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { batchWithStudents } from "../support/api";
import { countMail, waitForMail } from "../support/mailbox";
import { startTestApp } from "../support/test-app.mjs";

// Fee reminders go out by themselves: a server of its own, started with its clock set (CLOCK_AT) to the days of
// the schedule, mails them to the test run's SMTP server once a day, and a restart the same day sends none again.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 47;
const baseURL = `http://127.0.0.1:${PORT}`;
const NAME = "fee-reminder-schedule";

/** Starts the app at `clockAt` (fresh: on a new database) and waits until it answers. */
async function serverAt(clockAt: string, fresh: boolean) {
  const { server } = await startTestApp({
    name: NAME,
    port: PORT,
    fresh,
    // The clock is set only outside production.
    env: {
      NODE_ENV: "development",
      SEED_DEMO: "on",
      CLOCK_AT: clockAt,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      MAIL_FROM: "office@vidya.example",
      MAIL_POLL_MS: "200",
    },
    fill: undefined,
  });
  await whenHealthy(baseURL, 90);
  return server;
}

const stopped = (server: ChildProcess) =>
  new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

test("the 7th day overdue mails the reminder by itself, once, in each reader's language", async () => {
  test.setTimeout(180_000);
  // 1 February 2027, 8:00 at the institute: before the reminders' hour, so this start sends nothing.
  let server = await serverAt("2027-02-01T02:30:00Z", true);
  const api = await newRequest.newContext({ baseURL });
  let studentEmail: string;
  const guardianEmail = `guardian-${Date.now()}@families.example`;
  try {
    const { teacher, batchId, students } = await batchWithStudents(api, "Reminders", ["Owes"]);
    studentEmail = students[0].email;
    const plan = await api.post("/api/v1/teacher/fees/plans", {
      headers: teacher,
      data: { name: "Term", batch_id: batchId, total: "3000", instalments: [{ amount: "3000", due_on: "2027-02-10" }] },
    });
    expect(plan.status()).toBe(201);
    const account = await api.post("/api/v1/teacher/fees/accounts", {
      headers: teacher,
      data: { student_id: students[0].id, plan_id: (await plan.json()).plan.id },
    });
    expect(account.status()).toBe(200);
    const guardian = await api.post(`/api/v1/students/${students[0].id}/guardians`, {
      headers: teacher,
      data: { name: "Asha", relation: "mother", mobile: "+919855500077", email: guardianEmail, language: "hi" },
    });
    expect(guardian.status()).toBe(201);
  } finally {
    await api.dispose();
    await stopped(server);
  }

  // 17 February, 10:00: the 7th day overdue.
  server = await serverAt("2027-02-17T04:30:00Z", false);
  try {
    const mail = await waitForMail({ to: studentEmail, subject: /fee overdue, ₹3,000\.00$/ }, 30_000);
    expect(mail.text).toContain("- Instalment 1: ₹3,000.00, overdue by 7 days");
    const hindi = await waitForMail({ to: guardianEmail, subject: /फ़ीस की देय तिथि बीत गई, ₹3,000\.00$/ }, 30_000);
    expect(hindi.text).toContain("- किस्त 1: ₹3,000.00, देय तिथि 7 दिन पहले बीत गई");
  } finally {
    await stopped(server);
  }

  // Started again that afternoon (another process, the same day): the day's reminders went already.
  server = await serverAt("2027-02-17T10:30:00Z", false);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await countMail({ to: studentEmail })).toBe(1);
    expect(await countMail({ to: guardianEmail })).toBe(1);
  } finally {
    await stopped(server);
  }
});
