import { expect, test } from "@playwright/test";
import {
  DEMO_BATCH,
  demoStudent,
  registerPageFor,
  registerStudent,
  signInAsStudent,
  uniqueEmail,
} from "../support/people";

// A visitor's pages carry no script (decision 070): the server's alone.
test("a student registers through batch, subjects and details, then signs in", { tag: "@server-only" }, async ({
  page,
}) => {
  await page.goto(registerPageFor(DEMO_BATCH));
  const card = page.getByRole("article").filter({ hasText: DEMO_BATCH });
  for (const text of [
    "Maths",
    "Science",
    "12 months",
    "Offline",
    "Mon, Wed, Fri 5–7 pm",
    "Board exam pattern tests every month",
    "Printed notes for every chapter",
  ]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }
  await card.getByRole("link", { name: /Select Batch/ }).click();

  await expect(page.getByRole("heading", { name: "Selected Batch" })).toBeVisible();
  await expect(page.getByText(DEMO_BATCH)).toBeVisible();
  // The details form appears only once a subject is chosen.
  await expect(page.getByRole("button", { name: "Sign Up" })).toHaveCount(0);
  await page.getByRole("link", { name: "Select Maths" }).click();
  await expect(page.getByRole("list", { name: "Chosen subjects" }).getByText("Maths")).toBeVisible();

  const email = uniqueEmail("reg");
  await page.getByLabel("First name").fill("Ira");
  await page.getByLabel("Last name").fill("Das");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Password needs at least 8 characters")).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("First name")).toHaveValue("Ira");
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.getByLabel("Password").fill("long-enough-password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("status")).toContainText("Registration successful");

  await signInAsStudent(page, email, "long-enough-password");
  await expect(page.getByRole("heading", { name: `Welcome to ${DEMO_BATCH}` })).toBeVisible();
  await expect(page.getByText("Welcome, Ira", { exact: true })).toBeVisible();
  // Not yet permitted by the teacher: the server's message instead of the subjects.
  await expect(page.getByText("Your access is awaiting the teacher's approval")).toBeVisible();
});

test("'Both' selects every subject of the batch", async ({ page }) => {
  await page.goto(registerPageFor(DEMO_BATCH));
  await page.getByRole("link", { name: `Select Batch ${DEMO_BATCH}` }).click();
  await page.getByRole("link", { name: "Both", exact: true }).click();
  const chosen = page.getByRole("list", { name: "Chosen subjects" });
  await expect(chosen.getByText("Maths")).toBeVisible();
  await expect(chosen.getByText("Science")).toBeVisible();
  await page.getByRole("link", { name: "Remove Science" }).click();
  await expect(chosen.getByText("Science")).toHaveCount(0);
});

test("an e-mail that already has an account is refused with a message", { tag: "@server-only" }, async ({ page }) => {
  await page.goto(registerPageFor(DEMO_BATCH));
  await page.getByRole("link", { name: `Select Batch ${DEMO_BATCH}` }).click();
  await page.getByRole("link", { name: "Select Science" }).click();
  await page.getByLabel("First name").fill("Copy");
  await page.getByLabel("Last name").fill("Cat");
  await page.getByLabel("Email").fill(demoStudent.email);
  await page.getByLabel("Password").fill("long-enough-password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
});

test("a registered student with both subjects sees the message until permitted", { tag: "@server-only" }, async ({
  page,
}) => {
  const student = await registerStudent(page, DEMO_BATCH, "Both");
  await signInAsStudent(page, student.email, student.password);
  await expect(page.getByText("Your access is awaiting the teacher's approval")).toBeVisible();
});
