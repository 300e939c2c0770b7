import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, uniqueEmail } from "../support/people";

// Issue 20: the whole report card (/report) and the marks beside each published test on the student's list.

type Teacher = { Authorization: string };

async function testWithMarks(
  request: APIRequestContext,
  teacher: Teacher,
  at: { batchId: number; subjectId: number },
  test: { name: string; max: number; result: { student_id: number; marks: number; attempted: boolean } },
  publish: boolean,
) {
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: {
      test_name: test.name,
      batch_id: at.batchId,
      subject_id: at.subjectId,
      date: "2026-11-12",
      max_marks: test.max,
    },
  });
  const testId = (await created.json()).test.id as number;
  expect(
    (await request.post(`/api/v1/test/marks/${testId}`, { headers: teacher, data: { results: [test.result] } })).ok(),
  ).toBe(true);
  if (publish) expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher })).ok()).toBe(true);
}

/** A batch with Physics and Chemistry, one permitted student, and tests: two published per subject's worth. */
async function studentWithResults(request: APIRequestContext) {
  const { teacher, batchId, batchName, subjectId: physics } = await batchWithStudents(request, "Physics", []);
  const answer = await request.post(`/api/v1/teacher/subject/${batchId}`, {
    headers: teacher,
    data: { subject: "Chemistry" },
  });
  const chemistry = (await answer.json()).subject.id as number;
  const email = uniqueEmail("priya");
  const password = "student-password";
  const registered = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Priya",
      last_name: "Test",
      email,
      password,
      batch: { batchId, subjects: [physics, chemistry] },
    },
  });
  const id = (await registered.json()).student.id as number;
  for (const subjectId of [physics, chemistry]) {
    await request.post(`/api/v1/teacher/admit_students?subjectId=${subjectId}`, {
      headers: teacher,
      data: { ids: [id] },
    });
  }
  const mark = (marks: number, attempted = true) => ({ student_id: id, marks, attempted });
  await testWithMarks(
    request,
    teacher,
    { batchId, subjectId: physics },
    { name: "Motion", max: 20, result: mark(16) },
    true,
  );
  await testWithMarks(
    request,
    teacher,
    { batchId, subjectId: physics },
    { name: "Waves", max: 20, result: mark(0, false) },
    true,
  );
  await testWithMarks(
    request,
    teacher,
    { batchId, subjectId: chemistry },
    { name: "Atoms", max: 50, result: mark(45) },
    true,
  );
  await testWithMarks(
    request,
    teacher,
    { batchId, subjectId: chemistry },
    { name: "Bonds", max: 50, result: mark(9) },
    false,
  );
  return { email, password, batchId, batchName };
}

test("the student reads every subject's results on one report card that prints on one A4 page", async ({
  page,
  request,
}, testInfo) => {
  const priya = await studentWithResults(request);
  await signInAsStudent(page, priya.email, priya.password);
  await expect(page.getByRole("link", { name: "Report card" })).toHaveAttribute("href", "/report");

  // The test list shows the mark beside each published test, and nothing for a draft.
  await page.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Tests" }).click();
  const motion = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Motion" }) });
  await expect(motion).toContainText("Your marks: 16 / 20");
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Waves" }) })).toContainText(
    "Absent",
  );
  const bonds = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Bonds" }) });
  await expect(bonds).toContainText("Results not published yet");
  await expect(bonds).not.toContainText("Your marks");

  await page.getByRole("link", { name: "Report card: all subjects" }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole("heading", { name: "Report card", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(priya.batchName);
  await expect(page.getByRole("main")).toContainText("Priya Test");
  const physics = page.getByRole("region", { name: "Physics" });
  await expect(physics.getByRole("row", { name: /Motion/ })).toContainText("16 / 20");
  await expect(physics.getByRole("row", { name: /Waves/ })).toContainText("Absent");
  await expect(physics.getByRole("row", { name: /Total in Physics/ })).toContainText("16 / 40 (40%)");
  const chemistry = page.getByRole("region", { name: "Chemistry" });
  await expect(chemistry.getByRole("row", { name: /Total in Chemistry/ })).toContainText("45 / 50 (90%)");
  await expect(chemistry.getByText("Bonds")).toHaveCount(0);
  await expect(page.getByText("Overall: 61 / 90 (67.8%)")).toBeVisible();
  await expect(page.getByText("Teacher's signature")).toBeVisible();

  // Printed: one A4 page. The screenshot of the print layout is kept to look at.
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: testInfo.outputPath("report-card-printed.png"), fullPage: true });
  expect(readFileSync(testInfo.outputPath("report-card-printed.png")).length).toBeGreaterThan(0);
});
