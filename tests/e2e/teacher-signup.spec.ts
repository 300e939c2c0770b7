import { expect, test } from "@playwright/test";
import { demoTeacher, uniqueEmail } from "../support/people";

for (const path of ["/teacher/signup", "/register/teacher"]) {
  test(`${path} creates a teacher account that can sign in`, async ({ page }) => {
    const email = uniqueEmail("teacher");
    await page.goto(path);
    await page.getByLabel("First name").fill("Ravi");
    await page.getByLabel("Last name").fill("Kumar");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("teacher-password");
    await page.getByLabel("Teacher code").fill("wrong");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("The teacher code is not correct").first()).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Ravi");

    await page.getByLabel("Password").fill("teacher-password");
    await page.getByLabel("Teacher code").fill(demoTeacher.code);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signin\?as=teacher$/);
    await expect(page.getByRole("status")).toContainText("Account created successfully!");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("teacher-password");
    await page.getByLabel("Teacher code").fill(demoTeacher.code);
    await page.getByRole("button", { name: "Login as Teacher" }).click();
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByText("Welcome, Ravi Kumar")).toBeVisible();
  });
}

test("the Teacher Portal signs a teacher in, and its sign-up form creates an account", async ({ page }) => {
  await page.goto("/teacher/auth");
  await expect(page.getByRole("heading", { name: "Teacher Portal" })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  const email = uniqueEmail("portal");
  await page.getByLabel("First name").fill("Sunita Devi");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("portal-password");
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toContainText("Account created successfully!");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("portal-password");
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByText("Welcome, Sunita Devi Rao")).toBeVisible();
});
