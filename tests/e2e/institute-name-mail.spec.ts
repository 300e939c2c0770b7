import type { ChildProcess } from "node:child_process";
import { test as base, expect } from "@playwright/test";
import { SMTP_SINK_PORT } from "../../playwright.config";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { teacherToken } from "../support/api";
import { type ReceivedMail, waitForMail } from "../support/mailbox";
import { book, newWeekWithSlots } from "../support/newest-week";
import { demoStudent, signInAsTeacher, uniqueEmail, uniqueName } from "../support/people";
import { startTestApp } from "../support/test-app.mjs";

// Renaming the institute changes every page, so these tests rename an app of their own (one per project, as
// both projects may run at once), which mails through the test run's SMTP server like the main app.
const portOf = (project: string) => Number(process.env.E2E_PORT ?? 3210) + (project === "js" ? 42 : 41);
const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${portOf(testInfo.project.name)}`),
});

let server: ChildProcess;

test.beforeAll(async () => {
  // Its own server: migrations, the demo seed and a start, which take longer than a test step on a busy machine.
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const port = portOf(project);
  const started = await startTestApp({
    name: `renamed-${project}`,
    port,
    env: {
      SEED_DEMO: "on",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      MAIL_FROM: "office@renamed.example",
      MAIL_POLL_MS: "200",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Both of its bookings come from 127.0.0.1, in a week of two sessions.
      BOOKINGS_PER_ADDRESS_PER_WEEK: "100000",
      BOOKING_SHARE_PER_ADDRESS: "1",
    },
    fill: undefined,
  });
  server = started.server;
  await whenHealthy(started.baseUrl, 60);
});

test.afterAll(() => {
  server?.kill();
});

/** The name the mail must carry, in its sender and its text, and never the start-up name. */
function expectNamed(mail: ReceivedMail, name: string) {
  expect(mail.fromName).toBe(name);
  expect(mail.text).toContain(name);
  expect(mail.text).not.toContain("Vidya Coaching");
}

test("after a rename on the Site page, every mail goes out under the new name", async ({ page, request }) => {
  const name = uniqueName("Renamed Institute");
  await signInAsTeacher(page);
  await page.goto("/teacher/site");
  await page.getByLabel("Institute name").fill(name);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByLabel("Institute name")).toHaveValue(name);

  await test.step("the invitation: its subject and text", async () => {
    const email = uniqueEmail("invited");
    await page.goto("/teacher/teachers");
    await page.getByLabel("Email of the new teacher").fill(email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const mail = await waitForMail({ to: email, subject: `You are invited to teach at ${name}` });
    expectNamed(mail, name);
  });

  await test.step("the password reset", async () => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(demoStudent.email);
    await page.getByRole("button", { name: "Send link" }).click();
    expectNamed(await waitForMail({ to: demoStudent.email, subject: "Reset your password", mentions: name }), name);
  });

  await test.step("booking, acceptance and decline, and the calendar files", async () => {
    const teacher = await teacherToken(request);
    const { slots } = await newWeekWithSlots(request, teacher, [
      { day: "Tuesday", time: "11:00" },
      { day: "Thursday", time: "11:00" },
    ]);
    const accepted = uniqueEmail("accepted");
    const declined = uniqueEmail("declined");
    const first = (await (await book(request, slots[0], accepted)).json()).doubtId;
    const second = (await (await book(request, slots[1], declined)).json()).doubtId;
    const headers = { Authorization: teacher };
    expect((await request.post(`/api/v1/meetings/createMeetingLink/${first}`, { headers })).status()).toBe(200);
    expect((await request.post(`/api/v1/meetings/decline/${second}`, { headers, data: {} })).status()).toBe(200);

    for (const [to, subject] of [
      [accepted, /^Doubt session requested/],
      [accepted, /^Doubt session confirmed/],
      [declined, /^Doubt session declined/],
    ] as const) {
      const mail = await waitForMail({ to, subject });
      expectNamed(mail, name);
      expect(mail.attachments[0].content).toContain(`SUMMARY:Doubt session with ${name}`);
    }
  });
});
