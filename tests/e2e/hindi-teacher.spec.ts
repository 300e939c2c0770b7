import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { demoTeacher, uniqueEmail } from "../support/people";

/** A teacher of their own: the demo teacher's language must stay as other tests expect it. */
async function newTeacher(page: Page) {
  const teacher = { email: uniqueEmail("teacher-hi"), password: "a-teacher-password" };
  await page.goto("/teacher/signup");
  await page.getByLabel("First name").fill("Kavita");
  await page.getByLabel("Last name").fill("Joshi");
  await page.getByLabel("Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signin\?as=teacher$/);
  return teacher;
}

async function signIn(page: Page, teacher: { email: string; password: string }) {
  await page.goto("/signin?as=teacher");
  await page.getByLabel("Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
}

test("a teacher who chose हिन्दी sees Hindi after signing in on another device, the marks sheet too", async ({
  page,
  browser,
  request,
}) => {
  const teacher = await newTeacher(page);
  await signIn(page, teacher);
  await page.getByRole("banner").getByRole("button", { name: "हिन्दी", exact: true }).click();
  await expect(page.getByRole("heading", { name: "शिक्षक डैशबोर्ड" })).toBeVisible();

  // Another device: no cookie, a browser asking for English.
  const other = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "en" } });
  const phone = await other.newPage();
  await signIn(phone, teacher);
  await expect(phone.locator("html")).toHaveAttribute("lang", "hi");
  await expect(phone.getByRole("heading", { name: "शिक्षक डैशबोर्ड" })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "चल रहे बैच" })).toBeVisible();

  // The marks sheet of a test, in Hindi.
  const { teacher: token, batchId, subjectId, students } = await batchWithStudents(request, "Physics", ["Ravi"]);
  const created = await request.post("/api/v1/test/newTest", {
    headers: token,
    data: { test_name: "Unit Test 3", batch_id: batchId, subject_id: subjectId, date: "2026-11-20" },
  });
  expect(created.status()).toBe(201);
  await phone.goto(`/teacher/test/${batchId}/${subjectId}`);
  await expect(phone.getByRole("heading", { name: "टेस्ट: Physics" })).toBeVisible();
  await phone.getByRole("link", { name: "अंक दर्ज करें: Unit Test 3" }).click();
  await expect(phone.getByRole("columnheader", { name: "अंक (100 में से)" })).toBeVisible();
  await phone.getByLabel(`${students[0].name} के अंक`).fill("72");
  await phone.getByRole("button", { name: "परिणाम सहेजें" }).click();
  await expect(
    phone.getByText("प्रकाशन हटाएँ").or(phone.getByRole("button", { name: "परिणाम प्रकाशित करें" })),
  ).toBeVisible();
  await other.close();
});
