import { expect, type Page } from "@playwright/test";

export const demoTeacher = { email: "teacher@example.com", password: "teacher-demo-2026", code: "demo-teacher-code" };
export const demoStudent = { email: "student@example.com", password: "student-demo-2026", name: "Aarav Gupta" };
export const DEMO_BATCH = "Class 10 Maths & Science";

/** An e-mail no other test uses, so tests can run side by side on one database. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

export async function signInAsStudent(page: Page, email = demoStudent.email, password = demoStudent.password) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login as Student" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signInAsTeacher(page: Page) {
  await page.goto("/signin?as=teacher");
  await page.getByLabel("Email").fill(demoTeacher.email);
  await page.getByLabel("Password").fill(demoTeacher.password);
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
}

/** /register showing one batch, as its search box finds it: the list is paged and other tests add batches. */
export const registerPageFor = (batchName: string) => `/register?q=${encodeURIComponent(batchName)}`;

/** Registers a student through the three steps of /register and returns the credentials. */
export async function registerStudent(page: Page, batchName: string, subjects: string[] | "Both") {
  const email = uniqueEmail("student");
  const password = "a-good-password";
  await page.goto(registerPageFor(batchName));
  await page.getByRole("link", { name: `Select Batch ${batchName}` }).click();
  if (subjects === "Both") {
    await page.getByRole("link", { name: "Both", exact: true }).click();
  } else {
    for (const subject of subjects) await page.getByRole("link", { name: `Select ${subject}` }).click();
  }
  await page.getByLabel("First name").fill("Nisha");
  await page.getByLabel("Last name").fill("Verma");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  return { email, password, name: "Nisha Verma" };
}
