import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, signInAsTeacher } from "../support/people";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const SHOTS = "/work/shots/week";

/** A day on the institute's calendar (Asia/Kolkata), `offset` days from today, as the screens write it. */
function instituteDay(offset = 0, locale = "en-IN") {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  const iso = day.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: locale === "en-IN" ? "short" : "long",
    year: "numeric",
  }).format(new Date(`${iso}T12:00:00Z`));
  return { iso, shown, weekday: WEEKDAYS[(day.getUTCDay() + 6) % 7] };
}

/** A PDF of 240,000 bytes: "240 kB" to a reader. */
const pdfOf240Kb = () => {
  const head = "%PDF-1.4\n%";
  const tail = "\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
  return Buffer.from(head + "x".repeat(240_000 - head.length - tail.length) + tail);
};

async function addClass(
  request: Page["request"],
  teacher: { Authorization: string },
  batchId: number,
  data: Record<string, string | number>,
) {
  const added = await request.post(`/api/v1/teacher/batches/${batchId}/timetable`, { headers: teacher, data });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()).class.id as number;
}

test.use({ viewport: { width: 360, height: 800 } });
// Each test sets up a batch over the API and walks several pages: more than the default 30 seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("the teacher's week at 360 px: cancel on a listed date, registers only since the class was added, the first taking in one line", async ({
  page,
  request,
}) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Physics", [
    "Asha",
    "Bina",
    "Chand",
    "Dilip",
    "Esha",
    "Farid",
  ]);
  const today = instituteDay();
  const yesterday = instituteDay(-1);
  await addClass(request, teacher, batchId, {
    subject_id: subjectId,
    weekday: today.weekday,
    start_time: "6 am",
    end_time: "7:00",
    room: "Room 5",
  });
  // Added today, on the weekday that was yesterday: it had no class yesterday.
  await addClass(request, teacher, batchId, {
    subject_id: subjectId,
    weekday: yesterday.weekday,
    start_time: "8.00",
    end_time: "9 am",
    room: "Room 6",
  });
  await signInAsTeacher(page);

  await test.step("'Cancel class' offers the next 8 dates the class meets, and cancels the one chosen", async () => {
    await page.goto(`/teacher/course/${batchId}/timetable`);
    await page.getByRole("link", { name: `Cancel class: Physics on ${yesterday.weekday} 08:00` }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel class" });
    const dates = dialog.getByLabel("Date");
    const offered = await dates.locator("option").allTextContents();
    expect(offered).toEqual([
      "Choose a date",
      ...Array.from({ length: 8 }, (_, week) => instituteDay(6 + 7 * week).shown),
    ]);
    await page.screenshot({ path: `${SHOTS}/cancel-class-dates.png`, fullPage: true });
    await dates.selectOption({ label: instituteDay(13).shown });
    await dialog.getByLabel("Reason (optional)").fill("Exam week");
    await dialog.getByRole("button", { name: "Cancel class" }).click();
    await expect(page.getByRole("status")).toContainText(`Physics on ${instituteDay(13).shown} cancelled`);
    await page.getByRole("link", { name: `Cancel class: Physics on ${yesterday.weekday} 08:00` }).click();
    const again = await page
      .getByRole("dialog", { name: "Cancel class" })
      .getByLabel("Date")
      .locator("option")
      .allTextContents();
    expect(again).not.toContain(instituteDay(13).shown);
    expect(again).toHaveLength(9);
  });

  await test.step("'Take attendance' lists no register from before the class was added", async () => {
    await page.goto(`/teacher/course/${batchId}/attendance`);
    await expect(page.getByRole("link", { name: `${today.shown} 06:00–07:00 Physics` })).toBeVisible();
    await expect(page.getByText(`${yesterday.shown} 08:00–09:00 Physics`)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/take-attendance.png`, fullPage: true });
  });

  await test.step("the register's history: the first taking in one line, then the one correction", async () => {
    await page.getByRole("link", { name: `${today.shown} 06:00–07:00 Physics` }).click();
    await page.getByRole("radio", { name: "Absent: Bina Test" }).check();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(page.getByRole("status")).toContainText("Attendance saved: 5 present or late, 1 absent");
    await page.goto(`/teacher/course/${batchId}/attendance`);
    await page.getByRole("link", { name: `${today.shown} 06:00–07:00 Physics` }).click();
    await page.getByRole("radio", { name: "Absent: Esha Test" }).check();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(page.getByRole("status")).toContainText("Attendance saved: 4 present or late, 2 absent");
    await page.goto(`/teacher/course/${batchId}/attendance`);
    await page.getByRole("link", { name: `${today.shown} 06:00–07:00 Physics` }).click();
    await page.getByRole("link", { name: "History of changes" }).click();
    await expect(page.getByText("Register taken: 5 present, 1 absent")).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: "Test" });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Esha Test");
    await expect(rows).toContainText("PresentAbsent");
    await page.screenshot({ path: `${SHOTS}/register-history.png`, fullPage: true });
  });
});

test("the student's week at 360 px: today's classes of their subjects on the dashboard, a PDF's size, Announcements in the navigation", async ({
  page,
  request,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Chemistry", ["Nia"]);
  const today = instituteDay();
  const biology = await request.post(`/api/v1/teacher/subject/${batchId}`, {
    headers: teacher,
    data: { subject: "Biology" },
  });
  await addClass(request, teacher, batchId, {
    subject_id: subjectId,
    weekday: today.weekday,
    start_time: "5pm",
    end_time: "6.30 pm",
    meeting_url: "https://meet.jit.si/chemistry-today",
  });
  await addClass(request, teacher, batchId, {
    subject_id: subjectId,
    weekday: today.weekday,
    start_time: "07:00",
    end_time: "08:00",
    room: "Room 7",
  });
  // Nia is not permitted in Biology: its class is not hers to see.
  await addClass(request, teacher, batchId, {
    subject_id: (await biology.json()).subject.id,
    weekday: today.weekday,
    start_time: "10:00",
    end_time: "11:00",
    room: "Lab",
  });
  const set = await request.post(`/api/v1/teacher/subjects/${subjectId}/homework`, {
    headers: teacher,
    multipart: {
      title: "Mole concept",
      due_on: instituteDay(2).iso,
      attachment: { name: "moles.pdf", mimeType: "application/pdf", buffer: pdfOf240Kb() },
    },
  });
  expect(set.status(), await set.text()).toBe(201);
  const said = await request.post("/api/v1/teacher/announcements", {
    headers: teacher,
    data: { title: "Lab coats", text: "Bring your lab coat on Monday.", audience: `batch:${batchId}`, send: false },
  });
  expect(said.status(), await said.text()).toBe(201);
  await signInAsStudent(page, students[0].email, students[0].password);

  await test.step("the dashboard shows today's classes, with times, room or Join link, of her subjects only", async () => {
    await page.goto("/dashboard");
    const todays = page.getByRole("region", { name: "Today's classes" });
    await expect(todays.getByRole("listitem")).toHaveText([
      "07:00–08:00 Chemistry, Room 7",
      "17:00–18:30 Chemistry, Online Join",
    ]);
    await expect(todays.getByRole("link", { name: "Join" })).toHaveAttribute(
      "href",
      "https://meet.jit.si/chemistry-today",
    );
    await expect(todays).not.toContainText("Biology");
    await todays.screenshot({ path: `${SHOTS}/dashboard-todays-classes.png` });
  });

  await test.step("the homework's PDF says its size", async () => {
    await page.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Homework" }).click();
    const link = page.getByRole("link", { name: "Open PDF: Mole concept" });
    await expect(link.locator("xpath=..")).toContainText("Open PDF: Mole concept (PDF, 240 kB)");
    await page.screenshot({ path: `${SHOTS}/homework-pdf-size.png`, fullPage: true });
  });

  await test.step("Announcements is in her navigation, and lists the batch's announcement", async () => {
    await page.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Announcements" }).click();
    await expect(page.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Lab coats");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/announcements.png`, fullPage: true });
  });
});

test("in Hindi: the register's first taking in one line, today's classes and सूचनाएँ for the student", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Botany", ["Rani", "Sohan"]);
  const today = instituteDay();
  const classId = await addClass(request, teacher, batchId, {
    subject_id: subjectId,
    weekday: today.weekday,
    start_time: "5:30 am",
    end_time: "0630",
    room: "Lab",
  });
  const saved = await request.put(`/api/v1/teacher/batches/${batchId}/register/${classId}/${today.iso}`, {
    headers: teacher,
    data: {
      students: students.map((student, index) => ({ student_id: student.id, status: index ? "present" : "absent" })),
    },
  });
  expect(saved.status()).toBe(200);

  await signInAsTeacher(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto(`/teacher/course/${batchId}/register/${classId}/${today.iso}/history`);
  await expect(page.getByText("रजिस्टर लिया गया: 1 उपस्थित, 1 अनुपस्थित")).toBeVisible();
  await expect(page.getByText("उसके बाद कोई बदलाव नहीं।")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-history-hi.png`, fullPage: true });

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const student = await context.newPage();
  await signInAsStudent(student, students[0].email, students[0].password);
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await student.goto("/dashboard");
  await expect(student.getByRole("region", { name: "आज की क्लास" })).toContainText("05:30–06:30 Botany, Lab");
  await student.getByRole("navigation", { name: "छात्र" }).getByRole("link", { name: "सूचनाएँ" }).click();
  await expect(student.getByRole("heading", { name: "सूचनाएँ", level: 1 })).toBeVisible();
  await student.goto("/dashboard");
  await student.screenshot({ path: `${SHOTS}/dashboard-hi.png`, fullPage: true });
  await context.close();
});
