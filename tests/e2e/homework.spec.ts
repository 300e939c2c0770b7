import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { pdfFile } from "../support/files";
import { signInAsStudent, signInAsTeacher } from "../support/people";

/** A day on the institute's calendar (Asia/Kolkata), `offset` days from today, as "YYYY-MM-DD". */
function instituteDay(offset = 0) {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** DESIGN's budget for student pages: 14 KB gzipped. */
const STUDENT_BUDGET = 14 * 1024;

test("the teacher sets homework with a PDF; the student sees it, marks it done; the teacher sees who did", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Algebra", ["Hema", "Ishan"]);
  const permitted = await request.post(`/api/v1/teacher/admit_students?subjectId=${subjectId}`, {
    headers: teacher,
    data: { ids: students.map((student) => student.id) },
  });
  expect(permitted.status()).toBe(200);
  await signInAsTeacher(page);

  await test.step("a due date before today is refused at the field, and what was typed stays", async () => {
    await page.goto(`/teacher/course/${batchId}`);
    await page.getByRole("link", { name: "Homework of Algebra" }).click();
    await expect(page.getByRole("heading", { name: "Homework: Algebra", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Set homework" }).click();
    const dialog = page.getByRole("dialog", { name: "Set homework" });
    await dialog.getByLabel("Title").fill("Exercise 4.2");
    await dialog.getByLabel("Text").fill("Solve **every** question.\n\n<script>alert(1)</script>");
    await dialog.getByLabel("Due date").fill(instituteDay(-1));
    await dialog.getByRole("button", { name: "Set homework" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Set homework" })
        .getByText("The due date cannot be before the day the homework was set"),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Set homework" }).getByLabel("Title")).toHaveValue("Exercise 4.2");
  });

  await test.step("with a due date of tomorrow and a PDF it is set", async () => {
    const dialog = page.getByRole("dialog", { name: "Set homework" });
    await dialog.getByLabel("Due date").fill(instituteDay(1));
    await dialog.getByLabel("Attachment (PDF, optional)").setInputFiles(pdfFile("exercise.pdf"));
    await dialog.getByRole("button", { name: "Set homework" }).click();
    await expect(page.getByRole("status")).toContainText("Homework set");
    await expect(page.getByText("Done: 0 of 2")).toBeVisible();
    await expect(page.getByText("PDF attached")).toBeVisible();
  });

  await test.step("the student sees it on the dashboard, due soon, and marks it done", async () => {
    const context = await browser.newContext();
    const student = await context.newPage();
    await signInAsStudent(student, students[0].email, students[0].password);
    const section = student.getByRole("region", { name: "Homework" });
    await expect(section).toContainText("Exercise 4.2");
    await expect(section).toContainText("Due soon");
    await section.getByRole("button", { name: "Mark as done: Exercise 4.2" }).click();
    await expect(student).toHaveURL(/\/dashboard$/);
    await expect(student.getByRole("status")).toContainText("Marked as done");
    await expect(section.getByRole("button", { name: "Undo: Exercise 4.2" })).toBeVisible();

    await section.getByRole("link", { name: "All homework (1)" }).click();
    await expect(student.getByRole("heading", { name: "Homework", level: 1 })).toBeVisible();
    await expect(student.locator(".markdown strong")).toHaveText("every");
    await expect(student.getByText("<script>alert(1)</script>")).toBeVisible();
    const link = student.getByRole("link", { name: "Open PDF: Exercise 4.2" });
    const pdf = await student.request.get((await link.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    for (const path of ["/dashboard", "/homework"]) {
      const html = await (await student.request.get(path)).text();
      expect(html, path).not.toContain("<script src");
      expect(gzipSync(Buffer.from(html)).length, path).toBeLessThan(STUDENT_BUDGET);
    }
    await context.close();
  });

  await test.step("the teacher sees who marked it done and who did not", async () => {
    await page.reload();
    await expect(page.getByText("Done: 1 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Exercise 4.2", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Marked as done: 1" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Hema Test/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Not done: 1" })).toContainText("Ishan Test");
  });
});

test("the API refuses a due date before today (400, at the field, nothing saved); a student not permitted gets 404", async ({
  request,
}) => {
  const { teacher, subjectId, students } = await batchWithStudents(request, "Geometry", ["Jaya"], { waiting: true });
  const early = await request.post(`/api/v1/teacher/subjects/${subjectId}/homework`, {
    headers: teacher,
    data: { title: "Too early", due_on: instituteDay(-2) },
  });
  expect(early.status()).toBe(400);
  expect((await early.json()).errors.due_on).toEqual(["The due date cannot be before the day the homework was set"]);
  const none = await request.get(`/api/v1/teacher/subjects/${subjectId}/homework`, { headers: teacher });
  expect((await none.json()).homework).toEqual([]);
  const set = await request.post(`/api/v1/teacher/subjects/${subjectId}/homework`, {
    headers: teacher,
    data: { title: "Theorems", text: "", due_on: instituteDay(3) },
  });
  expect(set.status()).toBe(201);
  const id = (await set.json()).homework.id;
  const student = { Authorization: await studentToken(request, students[0].email, students[0].password) };
  expect((await request.put(`/api/v1/student/homework/${id}/done`, { headers: student })).status()).toBe(404);
  expect((await request.get(`/files/homework/${id}`, { headers: student })).status()).toBe(404);
  const list = await (await request.get("/api/v1/student/homework", { headers: student })).json();
  expect(list.homework).toEqual([]);
});

test("in Hindi: the student's homework and the teacher's homework screens", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Hindi homework", ["Kavya"]);
  await request.post(`/api/v1/teacher/admit_students?subjectId=${subjectId}`, {
    headers: teacher,
    data: { ids: [students[0].id] },
  });
  const set = await request.post(`/api/v1/teacher/subjects/${subjectId}/homework`, {
    headers: teacher,
    data: { title: "Path 3", text: "Prashn 1-5", due_on: instituteDay(0) },
  });
  expect(set.status()).toBe(201);
  const id = (await set.json()).homework.id;

  // Signed in in English, then the language switch's cookie (neither account has a saved choice).
  const context = await browser.newContext();
  const student = await context.newPage();
  await signInAsStudent(student, students[0].email, students[0].password);
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await student.goto("/dashboard");
  const section = student.getByRole("region", { name: "होमवर्क" });
  await expect(section).toContainText("जल्द जमा करना है");
  await section.getByRole("button", { name: "पूरा हुआ चिह्नित करें: Path 3" }).click();
  await expect(student.getByRole("status")).toContainText("पूरा हुआ चिह्नित किया गया");
  // Homework has its own entry in the student's navigation, beside the timetable and attendance.
  await student.getByRole("navigation", { name: "छात्र" }).getByRole("link", { name: "होमवर्क" }).click();
  await expect(student.getByRole("heading", { name: "होमवर्क", level: 1 })).toBeVisible();
  await expect(student.getByRole("button", { name: "वापस लें: Path 3" })).toBeVisible();
  expect(await englishRuns(student)).toEqual([]);
  await context.close();

  await signInAsTeacher(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto(`/teacher/course/${batchId}/subjects/${subjectId}/homework`);
  await expect(page.getByRole("heading", { name: "होमवर्क: Hindi homework", level: 1 })).toBeVisible();
  await expect(page.getByText("पूरा किया: 1 में से 1")).toBeVisible();
  await page.goto(`/teacher/course/${batchId}/subjects/${subjectId}/homework/new`);
  await page.getByRole("dialog", { name: "होमवर्क दें" }).getByLabel("शीर्षक").fill("Kal ka kaam");
  await page.getByRole("dialog", { name: "होमवर्क दें" }).getByLabel("देय तिथि").fill(instituteDay(-1));
  await page.getByRole("dialog", { name: "होमवर्क दें" }).getByRole("button", { name: "होमवर्क दें" }).click();
  await expect(page.getByText("देय तिथि होमवर्क देने के दिन से पहले नहीं हो सकती")).toBeVisible();
  await page.goto(`/teacher/course/${batchId}/homework/${id}`);
  await expect(page.getByRole("heading", { name: "पूरा किया: 1" })).toBeVisible();
  expect(await englishRuns(page, ["Hindi homework"])).toEqual([]);
});

test("the teacher edits a homework (a new title, the PDF taken off) and deletes it", async ({ page, request }) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Trigonometry", ["Leela"]);
  const set = await request.post(`/api/v1/teacher/subjects/${subjectId}/homework`, {
    headers: teacher,
    multipart: {
      title: "Identities",
      due_on: instituteDay(2),
      attachment: { name: "sheet.pdf", mimeType: "application/pdf", buffer: pdfFile().buffer },
    },
  });
  expect(set.status()).toBe(201);
  expect((await set.json()).homework.attachment).not.toBeNull();
  await signInAsTeacher(page);
  await page.goto(`/teacher/course/${batchId}/subjects/${subjectId}/homework`);
  await page.getByRole("link", { name: "Edit Identities" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit homework" });
  await expect(dialog.getByLabel("Title")).toHaveValue("Identities");
  await dialog.getByLabel("Title").fill("Identities, part 1");
  await dialog.getByLabel("Remove the attachment").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Homework saved");
  await expect(page.getByRole("link", { name: "Identities, part 1", exact: true })).toBeVisible();
  await expect(page.getByText("PDF attached")).toHaveCount(0);
  await page.getByRole("link", { name: "Delete Identities, part 1" }).click();
  await page.getByRole("dialog", { name: "Delete homework" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("Homework deleted");
  await expect(page.getByText("No homework set yet.")).toBeVisible();
});
