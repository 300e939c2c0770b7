import { expect, type Page } from "@playwright/test";
import { withStoredSignIn } from "./stored-sign-in";

export const demoTeacher = { email: "teacher@example.com", password: "teacher-demo-2026", code: "demo-teacher-code" };
export const demoStudent = { email: "student@example.com", password: "student-demo-2026", name: "Aarav Gupta" };
export const DEMO_BATCH = "Class 10 Maths & Science";

/** An e-mail no other test uses, so tests can run side by side on one database. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Signs in through the sign-in form, as a person does: each call is a new session (an argon2 check on the server). */
export async function signInThroughForm(page: Page, as: "student" | "teacher", email: string, password: string) {
  await page.goto(as === "teacher" ? "/signin?as=teacher" : "/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  if (as === "teacher") await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: as === "teacher" ? "Login as Teacher" : "Login as Student" }).click();
  await expect(page).toHaveURL(as === "teacher" ? /\/teacher$/ : /\/dashboard$/);
}

/**
 * The demo student's home, signed in. Another student signs in through the form; the demo student once per
 * server and run (a stored session, tests/support/stored-sign-in.ts). A test that signs out or tests the
 * form itself uses signInThroughForm, so the stored session stays valid for the others.
 */
export async function signInAsStudent(page: Page, email = demoStudent.email, password = demoStudent.password) {
  if (email !== demoStudent.email) return signInThroughForm(page, "student", email, password);
  await withStoredSignIn(page, "student", () => signInThroughForm(page, "student", email, password));
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The demo teacher's home, signed in with a session stored once per server and run. */
export async function signInAsTeacher(page: Page) {
  await withStoredSignIn(page, "teacher", () =>
    signInThroughForm(page, "teacher", demoTeacher.email, demoTeacher.password),
  );
  await page.goto("/teacher");
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
