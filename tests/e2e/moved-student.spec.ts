import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, signInAsTeacher } from "../support/people";

// Issue 20: a student the teacher moves to another batch takes the subjects chosen for them, is permitted,
// and keeps reading their own published results of the old batch; the old marks sheet no longer counts them.

/** A published test of the batch's subject with marks for its students, in order. */
async function publishedTest(
  request: APIRequestContext,
  batch: Awaited<ReturnType<typeof batchWithStudents>>,
  testName: string,
  marks: number[],
) {
  const created = await request.post("/api/v1/test/newTest", {
    headers: batch.teacher,
    data: {
      test_name: testName,
      batch_id: batch.batchId,
      subject_id: batch.subjectId,
      date: "2026-11-10",
      max_marks: 20,
    },
  });
  const testId = (await created.json()).test.id as number;
  const results = batch.students.map((student, index) => ({
    student_id: student.id,
    marks: marks[index],
    attempted: true,
  }));
  expect((await request.post(`/api/v1/test/marks/${testId}`, { headers: batch.teacher, data: { results } })).ok()).toBe(
    true,
  );
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: batch.teacher })).ok()).toBe(true);
  return testId;
}

/** Old batch: Optics with Mohan and Nila and a published test; new batch: Biology and Zoology, no students. */
async function twoBatches(request: APIRequestContext) {
  const old = await batchWithStudents(request, "Optics", ["Mohan", "Nila"]);
  await publishedTest(request, old, "Lenses", [17, 12]);
  const target = await batchWithStudents(request, "Biology", []);
  const zoology = await request.post(`/api/v1/teacher/subject/${target.batchId}`, {
    headers: target.teacher,
    data: { subject: "Zoology" },
  });
  expect(zoology.status()).toBe(201);
  return { old, target };
}

/** The edit form's batch: a select while the batches are few, else the name box (a unique name chooses it). */
async function chooseBatch(page: Page, batchName: string) {
  const batch = page.getByLabel("Batch", { exact: true });
  if ((await batch.evaluate((element) => element.tagName)) === "SELECT") await batch.selectOption({ label: batchName });
  else await batch.fill(batchName);
}

async function studentPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStudent(page, email, password);
  return page;
}

test("the teacher moves a student with the subjects they take; the student still reads the old batch's result", async ({
  page,
  browser,
  request,
}) => {
  const { old, target } = await twoBatches(request);
  const [mohan] = old.students;
  await signInAsTeacher(page);
  await page.goto(`/teacher/students/${mohan.id}`);
  await chooseBatch(page, target.batchName);
  await page.getByRole("button", { name: "Save" }).click();

  // Nothing is saved yet: the form asks which of the new batch's subjects he takes, all ticked at first.
  await expect(
    page.getByText(`Choose which subjects of ${target.batchName} the student takes, then Save`),
  ).toBeVisible();
  const subjects = page.getByRole("group", { name: `Subjects in ${target.batchName}` });
  await expect(subjects.getByRole("checkbox", { name: "Biology" })).toBeChecked();
  await expect(subjects.getByRole("checkbox", { name: "Zoology" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Give access now" })).toBeChecked();
  await expect(page.getByText(`${mohan.email} · ${old.batchName}`)).toBeVisible();
  await subjects.getByRole("checkbox", { name: "Zoology" }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText(`Student moved to ${target.batchName}: 1 subject, access given`);
  await expect(page.getByText(`${mohan.email} · ${target.batchName}`)).toBeVisible();
  await expect(page.getByText("Biology: access permitted")).toBeVisible();
  await expect(page.getByText("Zoology")).toHaveCount(0);

  // The old batch's marks sheet counts its own students only (it said "2 of 1 marks entered").
  await page.goto(`/teacher/test/${old.batchId}/${old.subjectId}`);
  await expect(page.getByText("1 of 1 marks entered")).toBeVisible();

  // Mohan reads Biology at once, and his Optics result under the old batch's name.
  const student = await studentPage(browser, mohan.email, mohan.password);
  await expect(student.getByRole("heading", { name: `Welcome to ${target.batchName}` })).toBeVisible();
  await expect(student.getByRole("link", { name: "View Content of Biology" })).toBeVisible();
  await student.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Tests" }).click();
  await student.getByRole("link", { name: `Your results in ${old.batchName}` }).click();
  await expect(student.getByRole("heading", { name: `${old.batchName} Tests` })).toBeVisible();
  await expect(student.getByText("Your marks: 17 / 20")).toBeVisible();
  await student.getByRole("link", { name: "View Lenses" }).click();
  await expect(student.getByRole("main")).toContainText("Marks Obtained17/20");
  await expect(student.getByText("You can only see the tests of your own batch")).toHaveCount(0);
  await student.context().close();
});

test("a moved student without subjects chooses theirs on the dashboard and waits for the teacher", async ({
  page,
  request,
}) => {
  const { old, target } = await twoBatches(request);
  const nila = old.students[1];
  // Moved over the API with no subjects: her dashboard offers the new batch's.
  const moved = await request.patch(`/api/v1/teacher/students/${nila.id}`, {
    headers: old.teacher,
    data: { first_name: "Nila", last_name: "Test", email: nila.email, batch_id: target.batchId, subjects: [] },
  });
  expect(moved.status()).toBe(200);
  await signInAsStudent(page, nila.email, nila.password);
  const choice = page.getByRole("group", { name: "Your subjects" });
  await expect(choice.getByRole("checkbox", { name: "Zoology" })).not.toBeChecked();
  await page.getByRole("button", { name: "Choose subjects" }).click();
  await expect(page.getByText("Choose at least one subject")).toBeVisible();
  await choice.getByRole("checkbox", { name: "Zoology" }).check();
  await page.getByRole("button", { name: "Choose subjects" }).click();
  await expect(page.getByRole("status")).toContainText("Subjects chosen: your teacher will give you access soon");
  await expect(page.getByText("Your access is awaiting the teacher's approval")).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose subjects" })).toHaveCount(0);
});
