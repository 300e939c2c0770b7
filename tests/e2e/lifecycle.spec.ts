import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { registerPageFor, signInAsStudent, signInAsTeacher, uniqueName } from "../support/people";

// Issue 10: the teacher corrects, retires and deletes what they made, and administers the students.

const uploadsDir = path.resolve("test-results", "e2e-server", "uploads");
/** Stored files holding this marker: the uploads of this test only, whatever other tests upload meanwhile. */
const filesWith = (marker: string) =>
  readdirSync(uploadsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && readFileSync(path.join(uploadsDir, entry.name), "latin1").includes(marker))
    .map((entry) => entry.name);

async function openDialog(page: Page, link: string, title: string) {
  await page.getByRole("link", { name: link }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the teacher renames and archives a batch; it leaves /register and comes back after 'Restore'", async ({
  page,
  request,
}) => {
  const { batchName } = await batchWithStudents(request, "Chemistry", ["Kiran"]);
  const renamed = uniqueName("Class 12 Chemistry");
  await signInAsTeacher(page);

  const rename = await openDialog(page, `Edit batch ${batchName}`, "Edit batch");
  await expect(rename.getByLabel("Batch name")).toHaveValue(batchName);
  // Another ongoing batch's name, in other letters, is refused at the field.
  await rename.getByLabel("Batch name").fill("CLASS 10 maths & science");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename.getByText("An ongoing batch already has this name").first()).toBeVisible();
  await rename.getByLabel("Batch name").fill(renamed);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Batch saved");

  // A batch with students cannot be deleted; the page says to archive it.
  const refusal = await openDialog(page, `Delete batch ${renamed}`, "Delete batch");
  await expect(refusal.getByText("Archive it instead")).toBeVisible();
  await expect(refusal.getByRole("button", { name: "Delete batch" })).toHaveCount(0);
  await refusal.getByRole("link", { name: "Cancel" }).click();

  const archive = await openDialog(page, `Archive batch ${renamed}`, "Archive batch");
  await archive.getByRole("button", { name: "Archive batch" }).click();
  await expect(page.getByRole("status")).toContainText(`${renamed} archived`);
  await expect(page.getByRole("article").filter({ hasText: renamed })).toHaveCount(0);
  const archived = page.getByRole("region", { name: "Archived batches" });
  await expect(archived.getByRole("link", { name: renamed, exact: true })).toBeVisible();

  await page.goto(registerPageFor(renamed));
  await expect(page.getByText(renamed)).toHaveCount(0);

  await page.goto("/teacher");
  const restore = await openDialog(page, `Restore ${renamed}`, "Restore");
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("status")).toContainText(`${renamed} restored`);
  await page.goto(registerPageFor(renamed));
  await expect(page.getByRole("article").filter({ hasText: renamed })).toBeVisible();
});

test("the teacher renames a folder and deletes it with its notes; their files leave the disk", async ({
  page,
  request,
}) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Botany", []);
  const folder = await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batchId}`, {
    headers: teacher,
    data: { folder_details: { folder_name: "Leaves" } },
  });
  const folderId = (await folder.json()).folder.id;
  const sub = await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
    headers: teacher,
    data: { sub_folder_name: "Leaf notes", type: "notes" },
  });
  const subFolderId = (await sub.json()).subFolder.id;
  const marker = `marker-${Math.random().toString(36).slice(2)}`;
  for (const name of ["Leaf 1", "Leaf 2"]) {
    const pdf = Buffer.from(`%PDF-1.4\n% ${marker}\ntrailer << >>\n%%EOF\n`);
    const upload = await request.post(`/api/v1/teacher/content/${subjectId}/${subFolderId}`, {
      headers: teacher,
      multipart: {
        content_name: name,
        type: "pdf",
        content: { name: "leaf.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(upload.status()).toBe(201);
  }
  expect(filesWith(marker)).toHaveLength(2);

  await signInAsTeacher(page);
  await page.goto(`/teacher/content/${subjectId}/${folderId}`);
  const rename = await openDialog(page, "Rename Leaves", "Rename folder");
  await rename.getByLabel("Folder name").fill("Leaves and stems");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Folder renamed");
  await expect(page.getByRole("heading", { name: "Leaves and stems", level: 1 })).toBeVisible();

  const remove = await openDialog(page, "Delete Leaves and stems", "Delete folder");
  await expect(remove.getByText("With it go: 1 sub-folder, 2 notes.")).toBeVisible();
  await remove.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/course/${batchId}$`));
  await expect(page.getByRole("status")).toContainText("Leaves and stems deleted");
  expect(filesWith(marker)).toHaveLength(0);
});

test("a test's maximum below an entered mark is refused, naming the student", async ({ page, request }) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Algebra", ["Farah"]);
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Unit test 1", batch_id: batchId, subject_id: subjectId, date: "2026-11-10", max_marks: 50 },
  });
  const testId = (await created.json()).test.id;
  await request.post(`/api/v1/test/marks/${testId}`, {
    headers: teacher,
    data: { results: [{ student_id: students[0].id, marks: 45, attempted: true }] },
  });

  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}`);
  const edit = await openDialog(page, "Edit Unit test 1", "Edit test");
  await edit.getByLabel("Maximum marks").fill("40");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(
    edit.getByText("The maximum cannot be below marks already entered: Farah Test (45)").first(),
  ).toBeVisible();
  await expect(edit.getByLabel("Maximum marks")).toHaveValue("40");

  await edit.getByLabel("Test name").fill("Unit test one");
  await edit.getByLabel("Maximum marks").fill("45");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Test updated");
  await expect(page.getByText("out of 45")).toBeVisible();

  const remove = await openDialog(page, "Delete Unit test one", "Delete test");
  await expect(remove.getByText("With it go: 1 result.")).toBeVisible();
  await remove.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("Unit test one deleted");
  await expect(page.getByText("No tests yet")).toBeVisible();
});

test("the teacher finds a student by part of the e-mail, deactivates them (signed out) and reactivates them", async ({
  page,
  browser,
  request,
}) => {
  const { students } = await batchWithStudents(request, "Geography", ["Gauri"]);
  const [gauri] = students;
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAsStudent(studentPage, gauri.email, gauri.password);

  await signInAsTeacher(page);
  await page.getByRole("navigation", { name: "Teacher" }).getByRole("link", { name: "Students" }).click();
  await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
  await page.getByLabel("Search by name or email").fill(gauri.email.slice(0, 14));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 student · page 1 of 1")).toBeVisible();
  await page.getByRole("link", { name: "Gauri Test" }).click();
  await expect(page.getByRole("heading", { name: "Gauri Test" })).toBeVisible();

  const deactivate = await openDialog(page, "Deactivate", "Deactivate");
  await deactivate.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status")).toContainText("Gauri Test deactivated");
  await expect(page.getByText("Deactivated: cannot sign in")).toBeVisible();

  // The student's next request finds no session; signing in again is refused.
  await studentPage.goto("/dashboard");
  await expect(studentPage).toHaveURL(/\/signin$/);
  await studentPage.getByLabel("Email").fill(gauri.email);
  await studentPage.getByLabel("Password").fill(gauri.password);
  await studentPage.getByRole("button", { name: "Login as Student" }).click();
  await expect(studentPage.getByText("This account has been deactivated")).toBeVisible();

  const reactivate = await openDialog(page, "Reactivate", "Reactivate");
  await reactivate.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByRole("status")).toContainText("Gauri Test reactivated");
  await signInAsStudent(studentPage, gauri.email, gauri.password);
  await studentContext.close();
});

test("the teacher deletes a student after typing their e-mail", async ({ page, request }) => {
  const { students } = await batchWithStudents(request, "History", ["Hari"]);
  const [hari] = students;
  await signInAsTeacher(page);
  await page.goto(`/teacher/students/${hari.id}`);
  const remove = await openDialog(page, "Delete student", "Delete student");
  await remove.getByLabel("Student's email").fill("wrong@example.test");
  await remove.getByRole("button", { name: "Delete student" }).click();
  await expect(remove.getByText("Type the student's email exactly to confirm").first()).toBeVisible();
  await remove.getByLabel("Student's email").fill(hari.email);
  await remove.getByRole("button", { name: "Delete student" }).click();
  await expect(page).toHaveURL(/\/teacher\/students$/);
  await expect(page.getByRole("status")).toContainText("Hari Test deleted");
});
