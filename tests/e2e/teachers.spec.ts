import { expect, test } from "@playwright/test";
import { waitForMail } from "../support/mailbox";
import { demoTeacher, signInAsTeacher, uniqueEmail } from "../support/people";

// The demo teacher is the first teacher account, so the owner. Changing or turning off the shared code
// is tested in tests/unit/teachers.test.ts: every other browser test signs in with it.
test("the owner invites a teacher with a one-time link and removes them again", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await signInAsTeacher(page);
  await page.getByRole("link", { name: "Teachers", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Teachers", exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(demoTeacher.email) })).toContainText("Owner");
  // This app has no BACKUP_DIR: the page says how to turn backups on (tests/e2e/backup-now.spec.ts has one).
  await expect(page.getByText("Backups are off: set BACKUP_DIR to a folder")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back up now" })).toHaveCount(0);

  const email = uniqueEmail("teacher");
  await page.getByLabel("Email of the new teacher").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = (await page.locator(".copy-field code").textContent()) ?? "";
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  expect((await waitForMail({ to: email, subject: /invited to teach/ })).text).toContain(link);

  const newcomer = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await newcomer.goto(link);
  await newcomer.getByLabel("First name").fill("Lata");
  await newcomer.getByLabel("Last name").fill("Menon");
  await newcomer.getByLabel("Password").fill("chalk-board-river-5");
  await newcomer.getByRole("button", { name: "Create account" }).click();
  await expect(newcomer).toHaveURL(/\/signin\?as=teacher$/);
  await newcomer.getByLabel("Email").fill(email);
  await newcomer.getByLabel("Password", { exact: true }).fill("chalk-board-river-5");
  await newcomer.getByLabel("Teacher code").fill(demoTeacher.code);
  await newcomer.getByRole("button", { name: "Login as Teacher" }).click();
  await expect(newcomer).toHaveURL(/\/teacher$/);

  await test.step("the invitation works once", async () => {
    const again = await (await browser.newContext({ javaScriptEnabled })).newPage();
    await again.goto(link);
    await expect(again.getByText(/expired or has already been used/)).toBeVisible();
  });

  await test.step("a teacher who is not the owner cannot manage teachers", async () => {
    const response = await newcomer.goto("/teacher/teachers");
    expect(response?.status()).toBe(403);
  });

  await page.goto("/teacher/teachers");
  await page.getByRole("link", { name: "Remove Lata Menon" }).click();
  await expect(page.getByRole("heading", { name: "Remove teacher" })).toBeVisible();
  await page.getByRole("button", { name: "Remove teacher" }).click();
  await expect(page).toHaveURL(/\/teacher\/teachers$/);
  await expect(page.getByText("Lata Menon has been removed")).toBeVisible();
  await expect(page.getByRole("cell", { name: email })).toHaveCount(0);

  await newcomer.goto("/teacher");
  await expect(newcomer).toHaveURL(/\/signin/);
});
