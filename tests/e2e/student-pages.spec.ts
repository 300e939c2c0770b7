import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, uniqueEmail } from "../support/people";

// Issue 20: the student's header and an archived batch's dashboard.

test("a long name takes one line of a phone's header: the first name only, cut short", async ({ page, request }) => {
  const { batchId, subjectId } = await batchWithStudents(request, "Algebra", []);
  const email = uniqueEmail("long-name");
  const firstName = "Venkatanarasimharajuvaripeta Subrahmanya";
  const registered = await request.post("/api/v1/student/register", {
    data: {
      first_name: firstName,
      last_name: "Chandrasekharendra Saraswathi",
      email,
      password: "student-password",
      batch: { batchId, subjects: [subjectId] },
    },
  });
  expect(registered.status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsStudent(page, email, "student-password");
  const welcome = page.getByText(`Welcome, ${firstName}`, { exact: true });
  await expect(welcome).toBeVisible();
  const box = await welcome.boundingBox();
  const lineHeight = await welcome.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  expect(box?.height).toBeLessThanOrEqual(lineHeight + 1);
  expect(box?.width).toBeLessThan(360);
});

test("an archived batch's students read on their dashboard when it ended and what they can still read", async ({
  page,
  request,
}) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "Ecology", ["Ravi"]);
  expect((await request.post(`/api/v1/teacher/batches/${batchId}/archive`, { headers: teacher })).ok()).toBe(true);
  const today = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date());
  await signInAsStudent(page, students[0].email, students[0].password);
  await expect(page.getByText(`This batch ended on ${today}.`)).toBeVisible();
  await expect(
    page.getByText("You can still read its notes and videos, and your test results and report card."),
  ).toBeVisible();
});

test("the demo batch has its week of classes: the student's timetable shows them by day", async ({ page }) => {
  await signInAsStudent(page);
  await page.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Timetable" }).click();
  await expect(page.getByRole("heading", { name: "Timetable", level: 1 })).toBeVisible();
  const thisWeek = page.getByRole("region", { name: "This week" });
  const monday = thisWeek.getByRole("region", { name: /^Monday,/ });
  await expect(monday.getByRole("listitem")).toHaveText(["17:00–18:00 Maths, Room 1", "18:00–19:00 Science, Room 1"]);
  const tuesday = thisWeek.getByRole("region", { name: /^Tuesday,/ });
  await expect(tuesday).toContainText("No classes");
});
