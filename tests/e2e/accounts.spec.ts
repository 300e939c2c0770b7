import { type Browser, expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { countMail, waitForMail } from "../support/mailbox";
import { signInAsStudent, signInAsTeacher, uniqueEmail } from "../support/people";

const RESET_REQUESTED = "If an account exists for that e-mail, we have sent a link.";

/** A page in a browser context of its own: another device, with its own cookies. */
async function device(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

async function askForResetLink(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status").filter({ hasText: RESET_REQUESTED }).first()).toBeVisible();
}

async function chooseNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText("Your password has been changed")).toBeVisible();
}

const linkIn = (text: string) => text.match(/http\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? "";

test("forgot password: the mailed link sets a new password and signs the account out everywhere", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const { students } = await batchWithStudents(request, "Reset", ["Meera"]);
  const [student] = students;
  const signedIn = await device(browser, javaScriptEnabled);
  await signInAsStudent(signedIn, student.email, student.password);

  await askForResetLink(page, student.email);
  const mail = await waitForMail({ to: student.email, subject: "Reset your password" });
  expect(mail.text).toContain("within an hour");
  expect(mail.html).toContain("Choose a new password");
  const link = linkIn(mail.text);
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);

  await test.step("a common password is refused with the reason", async () => {
    await page.goto(link);
    await page.getByLabel("New password").fill("password123");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText(/too common or too easy to guess/).first()).toBeVisible();
  });

  await chooseNewPassword(page, link, "fresh-river-lamp-9");
  await waitForMail({ to: student.email, subject: "Your password has been changed" });

  await signedIn.goto("/dashboard");
  await expect(signedIn).toHaveURL(/\/signin$/);
  await signInAsStudent(page, student.email, "fresh-river-lamp-9");

  await test.step("the link works once", async () => {
    const again = await device(browser, javaScriptEnabled);
    await again.goto(link);
    await expect(again.getByText(/expired or has already been used/)).toBeVisible();
    await expect(again.getByLabel("New password")).toHaveCount(0);
  });
});

test("forgot password for an unknown e-mail shows the same page and sends nothing", async ({ page }) => {
  const nobody = uniqueEmail("nobody");
  await askForResetLink(page, nobody);
  // The sender looks every 200 ms in the test run; a mail would have arrived by now.
  await page.waitForTimeout(1_500);
  expect(await countMail({ to: nobody })).toBe(0);
});

test("change password: the other devices are signed out, this one stays", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const { students } = await batchWithStudents(request, "Change", ["Kiran"]);
  const [student] = students;
  const other = await device(browser, javaScriptEnabled);
  await signInAsStudent(other, student.email, student.password);
  await signInAsStudent(page, student.email, student.password);

  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("orange-kite-tuesday");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct").first()).toBeVisible();

  await page.getByLabel("Current password").fill(student.password);
  await page.getByLabel("New password").fill("orange-kite-tuesday");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Your password has been changed")).toBeVisible();

  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/signin$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await signInAsStudent(other, student.email, "orange-kite-tuesday");
});

test("the teacher's reset password link works once and not twice", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const { batchId, students } = await batchWithStudents(request, "Helped", ["Ravi"]);
  const [student] = students;
  await signInAsTeacher(page);
  await page.goto(`/teacher/course/${batchId}`);
  await page.getByRole("link", { name: "Students of Helped" }).click();
  await page.getByRole("link", { name: `Reset password link for ${student.name}` }).click();
  await expect(page.getByRole("heading", { name: "Reset password link" })).toBeVisible();
  await page.getByRole("button", { name: "Create link" }).click();
  const link = linkIn((await page.locator(".copy-field code").textContent()) ?? "");
  expect(link).not.toBe("");
  // Mail is set up in the test run, so the student gets the same link by mail.
  expect(linkIn((await waitForMail({ to: student.email, subject: "Reset your password" })).text)).toBe(link);

  const studentPage = await device(browser, javaScriptEnabled);
  await chooseNewPassword(studentPage, link, "new-secret-pass-42");
  await signInAsStudent(studentPage, student.email, "new-secret-pass-42");

  const second = await device(browser, javaScriptEnabled);
  await second.goto(link);
  await expect(second.getByText(/expired or has already been used/)).toBeVisible();
});

test("the teacher reads every mail in the Outbox", async ({ page, request }) => {
  const { students } = await batchWithStudents(request, "Outbox", ["Anu"]);
  await askForResetLink(page, students[0].email);
  await waitForMail({ to: students[0].email, subject: "Reset your password" });
  await signInAsTeacher(page);
  await page.getByRole("link", { name: "Outbox", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Outbox", exact: true })).toBeVisible();
  const mail = page.getByRole("listitem").filter({ hasText: students[0].email });
  await expect(mail.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(mail).toContainText("Sent");
  await expect(mail).toContainText("/reset-password/");
});
