import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, signInAsTeacher } from "../support/people";

test("the teacher enters a whole batch's marks in one form; each student sees marks, rank and remark", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const { batchId, students } = await batchWithStudents(request, "Physics", ["Asha", "Bala", "Chitra"]);
  const [asha, bala, chitra] = students;
  await signInAsTeacher(page);

  await test.step("add a test from the subject card", async () => {
    await page.goto(`/teacher/course/${batchId}`);
    await page.getByRole("link", { name: "Add Test to Physics" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Test" });
    await dialog.getByLabel("Test name").fill("Kinematics quiz");
    await dialog.getByLabel("Date").fill("2026-11-20");
    await expect(dialog.getByLabel("Maximum marks")).toHaveValue("100");
    await dialog.getByRole("button", { name: "Add Test" }).click();
    await expect(page.getByRole("status")).toContainText("Test created");
    await expect(page.getByRole("heading", { name: "Tests Overview: Physics" })).toBeVisible();
  });

  await test.step("one invalid mark brings the form back with every value kept", async () => {
    await page.getByRole("link", { name: "Students: Kinematics quiz" }).click();
    await expect(page.getByText("No results added yet")).toBeVisible();
    await page.getByRole("link", { name: "Add Results" }).click();
    await page.getByLabel(`Marks for ${asha.name}`).fill("80");
    await page.getByLabel(`Marks for ${bala.name}`).fill("seventy");
    await page.getByLabel(`Marks for ${chitra.name}`).fill("95");
    if (javaScriptEnabled) {
      // Typing a mark ticks Attempted.
      await expect(page.getByLabel(`Attempted: ${asha.name}`)).toBeChecked();
    } else {
      for (const student of students) await page.getByLabel(`Attempted: ${student.name}`).check();
    }
    await page.getByLabel(`Remark for ${asha.name}`).fill("Careful with units");
    await page.getByRole("button", { name: "Save Results" }).click();

    await expect(page.getByText("Marks must be a number")).toBeVisible();
    await expect(page.getByLabel(`Marks for ${asha.name}`)).toHaveValue("80");
    await expect(page.getByLabel(`Marks for ${bala.name}`)).toHaveValue("seventy");
    await expect(page.getByLabel(`Marks for ${chitra.name}`)).toHaveValue("95");
    await expect(page.getByLabel(`Remark for ${asha.name}`)).toHaveValue("Careful with units");
    await expect(page.getByLabel(`Attempted: ${chitra.name}`)).toBeChecked();

    await page.getByLabel(`Marks for ${bala.name}`).fill("70");
    await page.getByLabel(`Attempted: ${bala.name}`).check();
    await page.getByRole("button", { name: "Save Results" }).click();
    await expect(page.getByRole("status")).toContainText("Results saved for 3 students");
    await expect(page.getByRole("row", { name: new RegExp(chitra.email) })).toContainText("95 / 100");
  });

  await test.step("a mark above the maximum is refused at its row", async () => {
    await page.getByRole("link", { name: "Update Results" }).click();
    await page.getByLabel(`Marks for ${chitra.name}`).fill("150");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Marks cannot be more than 100")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("One row needs fixing; nothing was saved.");
    await page.getByLabel(`Marks for ${chitra.name}`).fill("90");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("row", { name: new RegExp(chitra.email) })).toContainText("90 / 100");
  });

  const expected = [
    { student: asha, marks: "80/100", rank: "#2", remark: "Careful with units" },
    { student: bala, marks: "70/100", rank: "#3", remark: "No remarks from the teacher for this test." },
    { student: chitra, marks: "90/100", rank: "#1", remark: "No remarks from the teacher for this test." },
  ];
  for (const { student, marks, rank, remark } of expected) {
    await test.step(`${student.name} sees their result`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const studentPage = await context.newPage();
      await signInAsStudent(studentPage, student.email, student.password);
      await studentPage.getByRole("link", { name: "Tests" }).click();
      await expect(studentPage.getByRole("heading", { name: /Tests$/ })).toBeVisible();
      await studentPage.getByRole("link", { name: "View Kinematics quiz" }).click();
      await expect(studentPage.getByRole("heading", { name: "Details" })).toBeVisible();
      const card = (label: string) => studentPage.locator(".stat-cards > div").filter({ hasText: label }).locator("dd");
      await expect(card("Marks Obtained")).toHaveText(marks);
      await expect(card("Highest Marks")).toHaveText("90/100");
      await expect(card("Students Attempted")).toHaveText("3");
      await expect(card("Class Average")).toHaveText("80/100");
      await expect(card("Your Rank")).toHaveText(rank);
      await expect(card("Status")).toHaveText("Attempted");
      await expect(studentPage.getByRole("region", { name: "Teacher's Remarks" })).toContainText(remark);
      await expect(studentPage.getByRole("img", { name: /How the class scored/ })).toBeVisible();
      await context.close();
    });
  }
});

test("a student sees only their own batch's tests", async ({ page }) => {
  await signInAsStudent(page);
  await page.getByRole("link", { name: "Tests" }).click();
  await expect(page.getByRole("heading", { name: "Class 10 Maths & Science Tests" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your marks in Maths" })).toBeVisible();
  await page.goto("/tests/2");
  await expect(page.getByRole("alert")).toHaveText("You can only see the tests of your own batch.");
});

test("update mode and Add Results explain themselves when there is nothing to show", async ({ page, request }) => {
  const { batchId, subjectId, teacher } = await batchWithStudents(request, "Chemistry", []);
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Empty class test", batch_id: batchId, subject_id: subjectId, date: "2026-11-21" },
  });
  const testId = (await created.json()).test.id;
  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}&mode=add`);
  await expect(page.getByText("No students in batch")).toBeVisible();
  await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}`);
  await page.getByRole("link", { name: "Hide: Empty class test" }).click();
  await expect(page.getByText("No results added yet")).toHaveCount(0);
});

test("Tab goes marks, attempted, remark, then the next student's marks", async ({ page, request }) => {
  const { batchId, subjectId, teacher, students } = await batchWithStudents(request, "Biology", ["Uma", "Vik"]);
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Keyboard quiz", batch_id: batchId, subject_id: subjectId, date: "2026-11-21" },
  });
  const testId = (await created.json()).test.id;
  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}&mode=add`);
  const [uma, vik] = students;
  await page.getByLabel(`Marks for ${uma.name}`).focus();
  for (const next of [`Attempted: ${uma.name}`, `Remark for ${uma.name}`, `Marks for ${vik.name}`]) {
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(next)).toBeFocused();
  }
});
