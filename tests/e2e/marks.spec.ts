import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, signInAsTeacher } from "../support/people";

const pupils = Array.from({ length: 40 }, (_, i) => `Pupil${String(i + 1).padStart(2, "0")}`);

// The sheet's JavaScript (keys, saving as typed) has its own tests below; this journey is the server's.
test("a batch of 40: bad rows named at the top, a draft students cannot see, published, and a change in the history", {
  tag: "@server-only",
}, async ({ page, request, browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const { batchId, subjectId, students } = await batchWithStudents(request, "Physics", pupils);
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
    await expect(page.getByText("Draft")).toBeVisible();
    await expect(page.getByText("0 of 40 marks entered")).toBeVisible();
  });

  const mark = (i: number) => String(40 + i);
  await test.step("two bad rows bring the sheet back with every value kept and both students named at the top", async () => {
    await page.getByRole("link", { name: "Enter marks: Kinematics quiz" }).click();
    const first = page.getByLabel(`Marks for ${students[0].name}`);
    await expect(first).toHaveValue("");
    for (const [i, student] of students.entries()) {
      if (i === 9) continue; // not entered
      if (i === 4) await page.getByLabel(`Absent: ${student.name}`).check();
      else await page.getByLabel(`Marks for ${student.name}`).fill(i === 2 ? "seventy" : i === 6 ? "150" : mark(i));
    }
    await page.getByLabel(`Remark for ${students[0].name}`).fill("Careful with units");
    await page.getByRole("button", { name: "Save Results" }).click();

    const toFix = page.getByRole("navigation", { name: "Rows to fix" });
    await expect(toFix.getByRole("link")).toHaveText([
      `Roll 3, ${students[2].name}: Marks must be a number`,
      `Roll 7, ${students[6].name}: Marks cannot be more than 100`,
    ]);
    await expect(page.getByLabel(`Marks for ${students[2].name}`)).toHaveValue("seventy");
    await expect(page.getByLabel(`Marks for ${students[6].name}`)).toHaveValue("150");
    await expect(page.getByLabel(`Marks for ${students[39].name}`)).toHaveValue(mark(39));
    await expect(page.getByLabel(`Absent: ${students[4].name}`)).toBeChecked();
    await expect(page.getByLabel(`Remark for ${students[0].name}`)).toHaveValue("Careful with units");
    await expect(page.getByText("1 row is not entered")).toBeVisible();
  });

  await test.step("fixed and saved as a draft", async () => {
    await page.getByLabel(`Marks for ${students[2].name}`).fill("70");
    await page.getByLabel(`Marks for ${students[6].name}`).fill("95");
    await page.getByRole("button", { name: "Save Results" }).click();
    await expect(page.getByRole("status")).toContainText("Results saved for 39 students as a draft");
    await expect(page.getByText("39 of 40 marks entered")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(students[9].email) })).toContainText("Not entered");
    await expect(page.getByRole("row", { name: new RegExp(students[4].email) })).toContainText("Absent");
  });

  const studentContext = await browser.newContext({ javaScriptEnabled });
  const studentPage = await studentContext.newPage();
  await signInAsStudent(studentPage, students[0].email, students[0].password);
  await test.step("the student sees nothing of the draft", async () => {
    await studentPage.getByRole("link", { name: "Tests" }).click();
    await studentPage.getByRole("link", { name: "View Kinematics quiz" }).click();
    await expect(studentPage.getByText("Results not published yet")).toBeVisible();
    await expect(studentPage.getByText("Marks Obtained")).toHaveCount(0);
  });

  await test.step("published; the student sees their result and report card", async () => {
    await page.getByRole("button", { name: "Publish results" }).click();
    await expect(page.getByRole("status")).toContainText("Results of Kinematics quiz published");
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    await studentPage.reload();
    const card = (label: string) => studentPage.locator(".stat-cards > div").filter({ hasText: label }).locator("dd");
    await expect(card("Marks Obtained")).toHaveText("40/100");
    await expect(card("Students Attempted")).toHaveText("38");
    await expect(studentPage.getByRole("region", { name: "Teacher's Remarks" })).toContainText("Careful with units");
    await studentPage.goto(`/report/${subjectId}`);
    await expect(studentPage.getByRole("heading", { name: "Report card: Physics" })).toBeVisible();
    await expect(studentPage.getByRole("row", { name: /Kinematics quiz/ })).toContainText("40 / 100");
    await expect(studentPage.getByRole("row", { name: /Kinematics quiz/ })).toContainText("Careful with units");
  });

  await test.step("a mark changed afterwards shows in the history with the old and new value", async () => {
    await page.getByRole("link", { name: "Update Results" }).click();
    await expect(page.getByLabel(`Marks for ${students[0].name}`)).toHaveValue("40");
    await page.getByLabel(`Marks for ${students[0].name}`).fill("44");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status")).toContainText("Results saved for 39 students");
    await page.getByRole("link", { name: "Change history", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Change history: Kinematics quiz" })).toBeVisible();
    await page
      .getByRole("link", { name: `1. ${students[0].name}` })
      .first()
      .click();
    await expect(page.getByText(`Changes for ${students[0].name} only.`)).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: students[0].name });
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole("cell").nth(3)).toHaveText("40");
    await expect(rows.first().getByRole("cell").nth(4)).toHaveText("44");
    await expect(rows.nth(1).getByRole("cell").nth(3)).toHaveText("Not entered");
  });
  await studentContext.close();
});

test("Enter never saves the sheet; a mark typed into a fresh box is saved as typed", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const { batchId, subjectId, teacher, students } = await batchWithStudents(request, "Optics", ["Neha", "Omar"]);
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Lenses quiz", batch_id: batchId, subject_id: subjectId, date: "2026-11-21" },
  });
  const testId = (await created.json()).test.id;
  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}&mode=add`);
  const [neha, omar] = students;
  await page.getByLabel(`Marks for ${neha.name}`).click();
  await page.keyboard.type("5");
  await page.keyboard.press("Enter");
  if (javaScriptEnabled) {
    await expect(page.getByLabel(`Marks for ${omar.name}`)).toBeFocused();
  } else {
    // Enter sent the form through its first button, 'Check marks': the sheet comes back, nothing saved.
    await expect(page.getByText("One row is ready to save; nothing is saved yet.")).toBeVisible();
  }
  await expect(page.getByLabel(`Marks for ${neha.name}`)).toHaveValue("5");
  await expect(page.getByText("1 row is not entered")).toBeVisible();
  expect((await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json()).results).toEqual(
    [],
  );
  await page.getByRole("button", { name: "Save Results" }).click();
  await expect(page.getByRole("status")).toContainText("Result saved as a draft");
  await expect(page.getByRole("row", { name: new RegExp(neha.email) })).toContainText("5 / 100");
});

test("at 360 px the sheet fits the screen with no sideways scrolling", async ({ page, request }) => {
  const { batchId, subjectId, teacher } = await batchWithStudents(request, "Mechanics", [
    "Srinivasaraghavan",
    "Lakshminarayanan",
  ]);
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: {
      test_name: "Friction and momentum half-yearly",
      batch_id: batchId,
      subject_id: subjectId,
      date: "2026-11-21",
    },
  });
  const testId = (await created.json()).test.id;
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}&mode=add`);
  await expect(page.getByLabel("Marks for Srinivasaraghavan Test")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the teacher sets roll numbers, and the sheet follows them", async ({ page, request }) => {
  const { batchId, subjectId, teacher, students } = await batchWithStudents(request, "Acoustics", ["Ravi", "Sita"]);
  await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Sound quiz", batch_id: batchId, subject_id: subjectId, date: "2026-11-21" },
  });
  const [ravi, sita] = students;
  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}`);
  await page.getByRole("link", { name: "Roll numbers" }).click();
  await expect(page.getByLabel(`Roll number of ${ravi.name}`)).toHaveValue("1");
  await page.getByLabel(`Roll number of ${ravi.name}`).fill("2");
  await page.getByRole("button", { name: "Save roll numbers" }).click();
  await expect(page.getByText("Roll number 2 is given twice")).toBeVisible();
  await page.getByLabel(`Roll number of ${sita.name}`).fill("1");
  await page.getByRole("button", { name: "Save roll numbers" }).click();
  await expect(page.getByRole("status")).toContainText("2 roll numbers saved");
  await page.getByRole("link", { name: "Roll numbers" }).click();
  await expect(page.getByRole("row").nth(1)).toContainText(sita.name);
});

test("a student sees only their own batch's tests", { tag: "@server-only" }, async ({ page }) => {
  await signInAsStudent(page);
  await page.getByRole("link", { name: "Tests" }).click();
  await expect(page.getByRole("heading", { name: "Class 10 Maths & Science Tests" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your marks in Maths" })).toBeVisible();
  await page.goto("/tests/2");
  await expect(page.getByRole("alert")).toHaveText("You can only see the tests of your own batch.");
});

test("update mode and Add Results explain themselves when there is nothing to show", { tag: "@server-only" }, async ({
  page,
  request,
}) => {
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

test("Tab goes marks, absent, remark, then the next student's marks", async ({ page, request }) => {
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
  for (const next of [`Absent: ${uma.name}`, `Remark for ${uma.name}`, `Marks for ${vik.name}`]) {
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(next)).toBeFocused();
  }
});
