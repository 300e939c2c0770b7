import { expect, test } from "@playwright/test";
import { DEMO_BATCH, demoStudent, signInAsStudent, signInAsTeacher, signInThroughForm } from "../support/people";

test("an anonymous visitor is sent from /dashboard and /teacher to sign in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/teacher");
  await expect(page).toHaveURL(/\/signin\?as=teacher$/);
  await page.goto("/teacher/batches/new");
  await expect(page).toHaveURL(/\/signin\?as=teacher$/);
});

test("a student is turned away from the teacher pages", async ({ page }) => {
  await signInAsStudent(page);
  await page.goto("/teacher");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("status")).toContainText("That page is for teachers.");
});

test("a teacher is turned away from the student pages", async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/teacher$/);
});

test("logout ends the session on the server: the old cookie no longer opens /dashboard", async ({ page, context }) => {
  await signInThroughForm(page, "student", demoStudent.email, demoStudent.password);
  const [session] = (await context.cookies()).filter((cookie) => cookie.name === "session");
  expect(session).toBeDefined();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status")).toContainText("You have been logged out");

  await context.addCookies([session]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin$/);
});

test("the student home shows the batch, the subjects and the navigation", async ({ page }) => {
  await signInAsStudent(page);
  await expect(page.getByRole("heading", { name: `Welcome to ${DEMO_BATCH}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Registered Subjects" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Content of Maths" })).toHaveAttribute("href", /\/subject\/\d+$/);
  await expect(page.getByRole("link", { name: "View Content of Science" })).toBeVisible();
  // Only the first name, on one line, so a long name does not fill a phone's screen (issue 20).
  await expect(page.getByText(`Welcome, ${demoStudent.name.split(" ")[0]}`, { exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Student" });
  // One label for each destination: the dashboard is the student's subjects, not their notes (issue 20).
  await expect(nav.getByRole("link", { name: "Subjects" })).toHaveAttribute("href", "/dashboard");
  await expect(nav.getByRole("link", { name: "Notes" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Tests" })).toHaveAttribute("href", /\/tests\/\d+$/);
});

test("an unknown address gets a 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
});

test("a missing page inside the teacher's area keeps the teacher's navigation", async ({ page }) => {
  await signInAsTeacher(page);
  const response = await page.goto("/teacher/course/999999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Teacher" }).getByRole("link", { name: "Students" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the teacher's home" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
});

test("a missing page inside the student's area keeps the student's navigation", async ({ page }) => {
  await signInAsStudent(page);
  const response = await page.goto("/testDetails/999999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Tests" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the landing page leads to registration and sign-in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Seats are Available")).toBeVisible();
  await page.getByRole("link", { name: "Register Now" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
