import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { signInAsStudent, signInAsTeacher } from "../support/people";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const todayWeekday = () => WEEKDAYS[(new Date(`${todayIso()}T00:00:00Z`).getUTCDay() + 6) % 7];
/** Today as the screens write it in English ("25 Nov 2026"). */
const todayShown = () =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date());
/** A first name of letters only, so that this run's messages are told apart from other tests'. */
const uniqueFirstName = (prefix: string) =>
  `${prefix}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A batch with a student who has a guardian (with e-mail), and two classes of its subject today. */
async function batchWithClassesToday(request: Parameters<typeof batchWithStudents>[0], subject: string) {
  const setup = await batchWithStudents(request, subject, [uniqueFirstName("Om"), uniqueFirstName("Pia")]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Sunita Rao",
    relation: "mother",
    mobile: uniqueMobile(),
    email: `guardian-${setup.students[0].email}`,
  });
  const classes: number[] = [];
  for (const [start, end] of [
    ["05:00", "05:45"],
    ["06:00", "06:45"],
  ]) {
    const added = await request.post(`/api/v1/teacher/batches/${setup.batchId}/timetable`, {
      headers: setup.teacher,
      data: { subject_id: setup.subjectId, weekday: todayWeekday(), start_time: start, end_time: end, room: "Room 9" },
    });
    expect(added.status()).toBe(201);
    classes.push((await added.json()).class.id);
  }
  return { ...setup, guardian, classes };
}

async function saveRegister(page: Page, batchId: number, classId: number, absent: string[], present: string[] = []) {
  await page.goto(`/teacher/course/${batchId}/register/${classId}/${todayIso()}`);
  for (const name of absent) await page.getByRole("radio", { name: `Absent: ${name}` }).check();
  for (const name of present) await page.getByRole("radio", { name: `Present: ${name}` }).check();
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByRole("status")).toContainText("Attendance saved");
}

test("the parent's page, its API and the report cards show attendance: percentages and the days absent", async ({
  page,
  request,
  browser,
}) => {
  const setup = await batchWithClassesToday(request, "Physics");
  const [om, pia] = setup.students;
  for (const [index, classId] of setup.classes.entries()) {
    const saved = await request.put(`/api/v1/teacher/batches/${setup.batchId}/register/${classId}/${todayIso()}`, {
      headers: setup.teacher,
      data: {
        students: [
          { student_id: om.id, status: index === 0 ? "absent" : "present" },
          { student_id: pia.id, status: "present" },
        ],
      },
    });
    expect(saved.status()).toBe(200);
  }
  const link = await parentLinkFor(request, setup.teacher, om.id, setup.guardian.id);

  await page.goto(new URL(link).pathname);
  const section = page.getByRole("region", { name: "Attendance" });
  await expect(section).toContainText("Overall: 50% (1 of 2 classes)");
  await expect(section.getByRole("row", { name: "Physics 2 1 50%" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Days absent: 1" })).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveText(`${todayShown()}: Physics (05:00)`);

  const json = await (await request.get(`/api/v1/family/${new URL(link).pathname.split("/").at(-1)}`)).json();
  expect(json.attendance).toMatchObject({
    classes: 2,
    attended: 1,
    percent: 50,
    days_absent: 1,
    subjects: [{ subject_name: "Physics", classes: 2, attended: 1, percent: 50 }],
    absences: [{ date: todayIso(), subject_name: "Physics", time: "05:00" }],
  });

  const context = await browser.newContext();
  const student = await context.newPage();
  await signInAsStudent(student, om.email, om.password);
  for (const path of ["/report", `/report/${setup.subjectId}`]) {
    await student.goto(path);
    const attendance = student.getByRole("region", { name: "Attendance" });
    await expect(attendance, path).toContainText("Overall: 50% (1 of 2 classes)");
    await expect(attendance, path).toContainText("Physics: 50% (1 of 2 classes)");
    await expect(attendance, path).toContainText(`Days absent: 1 (${todayShown()})`);
  }
  await context.close();
});

test("a register with an absentee puts the guardian's message in the outbox; a correction within 30 minutes cancels it", async ({
  page,
  request,
}) => {
  const setup = await batchWithClassesToday(request, "Chemistry");
  const om = setup.students[0];
  await signInAsTeacher(page);
  await saveRegister(page, setup.batchId, setup.classes[0], [om.name]);
  // The teacher is told of the wait while a mistaken 'Absent' can still be put right.
  await expect(page.getByRole("status")).toContainText(
    "Attendance saved: 1 present or late, 1 absent. Families of absent students hear in 30 minutes, unless you change the register first.",
  );

  const alert = () => page.locator(".outbox .card").filter({ hasText: `Absent: ${om.name}` });
  await page.goto("/teacher/outbox");
  await expect(alert()).toHaveCount(1);
  await expect(alert()).toContainText(`guardian-${om.email}`);
  await expect(alert()).toContainText(`${om.name} was absent from Chemistry today (${todayShown()}, 05:00)`);
  // Held for 30 minutes, and the page says until when.
  await expect(alert()).toContainText(/Waiting to be sent \(not before \d{1,2} \w{3} \d{4}, \d\d:\d\d\s[ap]m\)/);
  // The WhatsApp tab lists the guardian's alert apart, as not yet due, with when it will be ready.
  await page
    .getByRole("navigation", { name: "Outbox" })
    .getByRole("link", { name: /^WhatsApp/ })
    .click();
  const absent = `${om.name} was absent from Chemistry today`;
  const held = page.getByRole("region", { name: "Not yet due" }).getByRole("listitem").filter({ hasText: absent });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText(/Ready at \d{1,2} \w{3} \d{4}, \d\d:\d\d\s[ap]m/);
  await expect(held.getByRole("link", { name: "Open in WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Waiting to be sent" })).not.toContainText(absent);
  const later = (await (await request.get("/api/v1/teacher/outbox/whatsapp", { headers: setup.teacher })).json()).later;
  expect(later.filter((message: { text: string }) => message.text.includes(absent))).toHaveLength(1);

  await saveRegister(page, setup.batchId, setup.classes[0], [], [om.name]);
  await page.goto("/teacher/outbox");
  await expect(alert()).toContainText("Cancelled");
  await expect(alert()).not.toContainText("Waiting to be sent");
  // The WhatsApp alert was cancelled with it: it never reaches the WhatsApp tab.
  await page.goto("/teacher/outbox/whatsapp");
  await expect(page.getByText(absent)).toHaveCount(0);
  const whatsapp = await request.get("/api/v1/teacher/outbox/whatsapp", { headers: setup.teacher });
  expect(JSON.stringify(await whatsapp.json())).not.toContain(`${om.name} was absent`);
});
