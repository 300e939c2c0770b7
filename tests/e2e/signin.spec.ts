import { expect, test } from "@playwright/test";
import { demoStudent, demoTeacher, signInAsTeacher, signInThroughForm } from "../support/people";

test("the student form has its fields, a sign-up link and the demo sign-ins", { tag: "@server-only" }, async ({
  page,
}) => {
  await page.goto("/signin");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByLabel("Teacher code")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("complementary", { name: "Demo sign-ins" })).toContainText(demoTeacher.code);
});

test("the switch shows the teacher form", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Teacher", exact: true }).click();
  await expect(page.getByLabel("Teacher code")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login as Teacher" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register/teacher");
  await page.getByRole("link", { name: "Student", exact: true }).click();
  await expect(page.getByRole("button", { name: "Login as Student" })).toBeVisible();
});

test("wrong credentials get one message that reveals nothing", async ({ page, javaScriptEnabled }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(demoStudent.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login as Student" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(demoStudent.email);
  // The server never sends a password back; with JavaScript the browser simply keeps the field.
  if (!javaScriptEnabled) await expect(page.getByLabel("Password")).toHaveValue("");
});

test("a teacher with the wrong code is refused", { tag: "@server-only" }, async ({ page }) => {
  await page.goto("/signin?as=teacher");
  await page.getByLabel("Email").fill(demoTeacher.email);
  await page.getByLabel("Password").fill(demoTeacher.password);
  await page.getByLabel("Teacher code").fill("wrong-code");
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email, password or teacher code");
});

test("a signed-in student who opens /signin sees their home", { tag: "@server-only" }, async ({ page }) => {
  await signInThroughForm(page, "student", demoStudent.email, demoStudent.password);
  await expect(page.getByRole("status")).toContainText("Logged in successfully");
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-in teacher who opens /signin sees the teacher home", { tag: "@server-only" }, async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto("/teacher/auth");
  await expect(page).toHaveURL(/\/teacher$/);
});

test("a teacher who signed in on a device is not asked for the teacher code there again; a new device is (issue 20)", {
  tag: "@server-only",
}, async ({ page, context, browser, baseURL, javaScriptEnabled }) => {
  const notNeeded = /Not needed on this device/;
  await page.goto("/signin?as=teacher");
  await expect(page.getByText(notNeeded)).toHaveCount(0);
  await signInThroughForm(page, "teacher", demoTeacher.email, demoTeacher.password);
  const [device] = (await context.cookies()).filter((cookie) => cookie.name === "device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(device.expires * 1000).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  await page.getByRole("button", { name: "Logout" }).click();
  // With JavaScript the logout is a fetch: leaving before it is done would cancel it.
  await expect(page.getByRole("status")).toContainText("You have been logged out");

  await page.goto("/signin?as=teacher");
  await expect(page.getByText(notNeeded)).toBeVisible();
  await page.getByLabel("Email").fill(demoTeacher.email);
  await page.getByLabel("Password").fill(demoTeacher.password);
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await expect(page).toHaveURL(/\/teacher$/);

  // Another browser, and one whose device cookie was altered, are new devices.
  for (const cookies of [[], [{ ...device, value: device.value.replace(/^\d+/, "999") }]]) {
    const other = await browser.newContext({ baseURL, javaScriptEnabled });
    await other.addCookies(cookies);
    const newDevice = await other.newPage();
    await newDevice.goto("/signin?as=teacher");
    await expect(newDevice.getByText(notNeeded)).toHaveCount(0);
    await newDevice.getByLabel("Email").fill(demoTeacher.email);
    await newDevice.getByLabel("Password").fill(demoTeacher.password);
    await newDevice.getByRole("button", { name: "Login as Teacher" }).click();
    await expect(newDevice.getByText("Teacher code is required")).toBeVisible();
    await other.close();
  }
});
