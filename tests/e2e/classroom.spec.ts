import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { batchWithStudents } from "../support/api";
import { signInAsStudent, signInAsTeacher } from "../support/people";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** A day on the institute's calendar (Asia/Kolkata), `offset` days from today. */
function instituteDay(offset = 0) {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  const iso = day.toISOString().slice(0, 10);
  // As the screens write it in English, e.g. "25 Nov 2026".
  const shown = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  return { iso, shown, weekday: WEEKDAYS[(day.getUTCDay() + 6) % 7] };
}

async function addClass(page: Page, day: string, subject: string, start: string, end: string, room: string, link = "") {
  const form = page.getByRole("form", { name: "Add class" });
  await form.getByLabel("Day").selectOption(day);
  await form.getByLabel("Subject").selectOption({ label: subject });
  await form.getByLabel("Start time").fill(start);
  await form.getByLabel("End time").fill(end);
  await form.getByLabel("Room").fill(room);
  await form.getByLabel("Meeting link").fill(link);
  await form.getByRole("button", { name: "Add class" }).click();
}

/** Adds a class and waits for it on the timetable (with JavaScript the next form waits for this one's answer). */
async function addedClass(
  page: Page,
  day: string,
  subject: string,
  start: string,
  end: string,
  room: string,
  link = "",
) {
  await addClass(page, day, subject, start, end, room, link);
  await expect(page.getByRole("region", { name: day })).toContainText(`${start}–${end} ${subject}`);
}

async function takeRegister(page: Page, batchId: number, label: string, absent: string[]) {
  await page.goto(`/teacher/course/${batchId}/attendance`);
  await page.getByRole("link", { name: label }).click();
  for (const name of absent) await page.getByRole("radio", { name: `Absent: ${name}` }).check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByRole("status")).toContainText(`Attendance saved`);
}

const pupils = Array.from({ length: 40 }, (_, i) => `Roll${String(i + 1).padStart(2, "0")}`);

// The timetable and the register as the server draws and takes them; the register's keys are the script's (below).
test("a weekly timetable of two subjects, a cancelled class struck through, a register of 40 at 360 px, and the percentage after three registers", {
  tag: "@server-only",
}, async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const { batchId, students } = await batchWithStudents(request, "Maths", pupils, { moreSubjects: ["Science"] });
  const today = instituteDay();
  const tomorrow = instituteDay(1);
  await signInAsTeacher(page);

  await test.step("the teacher sets the weekly timetable from the batch's page", async () => {
    await page.goto(`/teacher/course/${batchId}`);
    await page.getByRole("link", { name: "Timetable" }).click();
    await expect(page.getByRole("heading", { name: "Timetable", level: 1 })).toBeVisible();
    await addedClass(page, today.weekday, "Maths", "07:00", "08:00", "Room 1");
    await expect(page.getByRole("status")).toContainText("Class added to the timetable");
    await addedClass(page, today.weekday, "Science", "08:00", "09:00", "", "https://meet.jit.si/science-class");
    await addedClass(page, today.weekday, "Maths", "09:00", "10:00", "Room 1");
    await addedClass(page, tomorrow.weekday, "Science", "16:00", "17:00", "Lab");
    await expect(page.getByRole("region", { name: today.weekday })).toContainText("08:00–09:00 Science, Online");
  });

  await test.step("an overlapping class is refused, naming the other class, and what was typed stays", async () => {
    await addClass(page, today.weekday, "Science", "09:30", "10:30", "Room 2");
    await expect(page.getByText(`This overlaps Maths on ${today.weekday}s, 09:00–10:00`)).toBeVisible();
    await expect(page.getByRole("form", { name: "Add class" }).getByLabel("Room")).toHaveValue("Room 2");
  });

  await test.step("one class is cancelled for tomorrow", async () => {
    await page.getByRole("link", { name: `Cancel class: Science on ${tomorrow.weekday} 16:00` }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel class" });
    await dialog.getByLabel("Date").selectOption({ label: tomorrow.shown });
    await dialog.getByLabel("Reason (optional)").fill("Teacher at a workshop");
    await dialog.getByRole("button", { name: "Cancel class" }).click();
    await expect(page.getByRole("status")).toContainText(`Science on ${tomorrow.shown} cancelled`);
  });

  await test.step("a register of 40 with 3 absentees at 360 px, without sideways scrolling", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/teacher/course/${batchId}`);
    await page.getByRole("link", { name: "Take attendance" }).click();
    await page.getByRole("link", { name: `${today.shown} 07:00–08:00 Maths` }).click();
    await expect(page.getByRole("radio", { name: "Present: Roll01 Test" })).toBeChecked();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const name of ["Roll01 Test", "Roll17 Test", "Roll40 Test"])
      await page.getByRole("radio", { name: `Absent: ${name}` }).check();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(page.getByRole("status")).toContainText("Attendance saved: 37 present or late, 3 absent");
    await page.getByRole("link", { name: `${today.shown} 07:00–08:00 Maths` }).click();
    await expect(page.getByRole("radio", { name: "Absent: Roll17 Test" })).toBeChecked();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("two more registers", async () => {
    await takeRegister(page, batchId, `${today.shown} 08:00–09:00 Science`, []);
    await takeRegister(page, batchId, `${today.shown} 09:00–10:00 Maths`, ["Roll17 Test"]);
  });

  await test.step("the student sees the cancelled class struck through, today highlighted, and their percentage", async () => {
    const context = await browser.newContext();
    const student = await context.newPage();
    await signInAsStudent(student, students[0].email, students[0].password);
    await student.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Timetable" }).click();
    const todayBox = student.locator('[aria-current="date"]');
    await expect(todayBox).toContainText("(today)");
    await expect(todayBox).toContainText("07:00–08:00 Maths, Room 1");
    const cancelled = student.locator(".class-cancelled").filter({ hasText: "16:00–17:00 Science, Lab" }).first();
    await expect(cancelled.locator("s")).toHaveText("16:00–17:00 Science, Lab");
    await expect(cancelled).toContainText("Cancelled: Teacher at a workshop");
    await student.getByRole("link", { name: "Attendance" }).click();
    await expect(student.getByText("Overall: 66.7% (2 of 3 classes)")).toBeVisible();
    await expect(student.getByRole("row", { name: "Maths 2 1 50%" })).toBeVisible();
    await expect(student.getByRole("heading", { name: "Days absent: 1" })).toBeVisible();
    await context.close();
  });

  await test.step("the register's history shows the change", async () => {
    await page.goto(`/teacher/course/${batchId}/attendance`);
    await page.getByRole("link", { name: `${today.shown} 07:00–08:00 Maths` }).click();
    await page.getByRole("radio", { name: "Present: Roll40 Test" }).check();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await page.getByRole("link", { name: `${today.shown} 07:00–08:00 Maths` }).click();
    await page.getByRole("link", { name: "History of changes" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Roll40 Test" }).first()).toContainText("AbsentPresent");
  });
});

test("the calendar feed parses with ical.js: weekly rule, the cancelled date as an exception, times in Asia/Kolkata", {
  tag: "@server-only",
}, async ({ page, request }) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "Chemistry", ["Feed"]);
  const tomorrow = instituteDay(1);
  const added = await request.post(`/api/v1/teacher/batches/${batchId}/timetable`, {
    headers: teacher,
    data: {
      subject_id: (await (await request.get(`/api/v1/teacher/course/${batchId}`, { headers: teacher })).json())
        .subjects[0].id,
      weekday: tomorrow.weekday,
      start_time: "16:00",
      end_time: "17:30",
      room: "Lab",
    },
  });
  expect(added.status()).toBe(201);
  const classId = (await added.json()).class.id;
  const cancelled = await request.post(`/api/v1/teacher/batches/${batchId}/timetable/${classId}/cancel`, {
    headers: teacher,
    data: { date: tomorrow.iso, reason: "Holiday" },
  });
  expect(cancelled.status()).toBe(200);

  await signInAsStudent(page, students[0].email, students[0].password);
  await page.goto("/timetable");
  await page.getByRole("button", { name: "Subscribe in calendar" }).click();
  const link = await page.locator("code").textContent();
  expect(link).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(new URL(link ?? "").pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
  const event = calendar
    .getAllSubcomponents("vevent")
    .find((item) => item.getFirstPropertyValue("summary") === "Chemistry");
  expect(event?.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY");
  expect(event?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kolkata");
  expect(String(event?.getFirstPropertyValue("dtstart"))).toMatch(/T16:00:00$/);
  expect(String(event?.getFirstPropertyValue("dtend"))).toMatch(/T17:30:00$/);
  expect(String(event?.getFirstPropertyValue("exdate"))).toBe(`${tomorrow.iso}T16:00:00`);

  // A new link ends the old one.
  await page.getByRole("button", { name: "Subscribe in calendar" }).click();
  expect((await request.get(new URL(link ?? "").pathname)).status()).toBe(410);
});

test("the register by keyboard: arrows move, A marks absent, P present, Enter never submits", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the keys are an enhancement; without JavaScript the register is plain radio buttons");
  const { teacher, batchId } = await batchWithStudents(request, "Biology", ["Keya", "Lata", "Mira", "Neel"]);
  const today = instituteDay();
  const course = await (await request.get(`/api/v1/teacher/course/${batchId}`, { headers: teacher })).json();
  const added = await request.post(`/api/v1/teacher/batches/${batchId}/timetable`, {
    headers: teacher,
    data: {
      subject_id: course.subjects[0].id,
      weekday: today.weekday,
      start_time: "06:00",
      end_time: "07:00",
      room: "Room 3",
    },
  });
  const classId = (await added.json()).class.id;
  await signInAsTeacher(page);
  await page.goto(`/teacher/course/${batchId}/register/${classId}/${today.iso}`);
  await page.getByRole("radio", { name: "Present: Keya Test" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Present: Lata Test" })).toBeFocused();
  await page.keyboard.press("a");
  await expect(page.getByRole("radio", { name: "Absent: Lata Test" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Present: Mira Test" })).toBeFocused();
  await page.keyboard.press("l");
  await expect(page.getByRole("radio", { name: "Late: Mira Test" })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: "Absent: Lata Test" })).toBeFocused();
  await page.keyboard.press("p");
  await expect(page.getByRole("radio", { name: "Present: Lata Test" })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("a");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(new RegExp(`/register/${classId}/${today.iso}$`));
  await expect(page.getByRole("status")).not.toContainText("Attendance saved");
  await page.getByRole("button", { name: "Save attendance" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Attendance saved: 3 present or late, 1 absent");
  // No guardian to tell, so nothing is said of families.
  await expect(page.getByRole("status")).not.toContainText("Families");
});
