import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { demoStudent, demoTeacher } from "../support/people";
import { startTestApp } from "../support/test-app.mjs";

// A separate app with no SMTP_URL or MAIL_FROM (the embedded default): mail stays in the outbox.
// Each project gets its own port of the hand-started range, as both may run at the same time.
let server: ChildProcess;
let baseUrl: string;

test.beforeAll(async () => {
  // Its own server: migrations, the demo seed and a start, which take longer than a test step on a busy machine.
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const port = Number(process.env.E2E_PORT ?? 3210) + (project === "js" ? 24 : 23);
  const started = await startTestApp({
    name: `no-smtp-${project}`,
    port,
    env: {
      SEED_DEMO: "on",
      SMTP_URL: "",
      MAIL_FROM: "",
      MAIL_POLL_MS: "200",
      // Links in mails use the site's public address, never the request's Host.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    fill: undefined,
  });
  server = started.server;
  baseUrl = started.baseUrl;
  await whenHealthy(baseUrl, 60);
});

test.afterAll(() => {
  server?.kill();
});

test("without SMTP the forgot-password page says the link went to the outbox, where it waits", async ({ page }) => {
  await page.goto(`${baseUrl}/forgot-password`);
  await expect(page.getByText("the link to choose a new password goes to the institute's outbox")).toBeVisible();
  await page.getByLabel("Email").fill(demoStudent.email);
  await page.getByRole("button", { name: "Send link" }).click();
  // Not "we have sent a link": nothing is sent without a mail server.
  await expect(page.getByText("its link went to the institute's outbox").first()).toBeVisible();
  await expect(page.getByText("we have sent a link")).toHaveCount(0);

  await page.goto(`${baseUrl}/signin?as=teacher`);
  await page.getByLabel("Email").fill(demoTeacher.email);
  await page.getByLabel("Password", { exact: true }).fill(demoTeacher.password);
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await page.getByRole("link", { name: "Outbox", exact: true }).click();

  await expect(page.getByText(/Mail is not set up/)).toBeVisible();
  // The demo student has other mail waiting too (the demo's open test): the reset is the one with its heading.
  const mail = page
    .getByRole("listitem")
    .filter({ hasText: demoStudent.email })
    .filter({ has: page.getByRole("heading", { name: "Reset your password" }) });
  await expect(mail.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(mail).toContainText("Waiting to be sent");
  await expect(mail).toContainText(`${baseUrl}/reset-password/`);
});
