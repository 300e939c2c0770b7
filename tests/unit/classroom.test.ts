import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { getRegister, saveRegister, unlockRegister } from "~/domain/attendance/register.server";
import { attendanceOf, lowAttendance, monthGrid } from "~/domain/attendance/reports.server";
import { DomainError } from "~/domain/core/errors.server";
import { calendarFeed, newCalendarLink } from "~/domain/timetable/calendar-feed.server";
import { addExtraClass, addWeeklyClass, cancelClass } from "~/domain/timetable/classes.server";
import { studentTimetable } from "~/domain/timetable/week-view.server";

// Wednesday 25 November 2026, 10:00 in Kolkata.
const NOW = new Date("2026-11-25T04:30:00Z");
const admin = (id: number, email: string): User => ({
  id,
  email,
  firstName: "T",
  lastName: email,
  role: "teacher",
  batchId: null,
});
let owner: User;
let other: User;
let batchId: number;
let otherBatchId: number;
let maths: number;
let science: number;
let students: User[];
let stranger: User;

async function failure(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (caught) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  for (const email of ["first@classroom.test", "second@classroom.test"])
    await db.user.create({ data: { email, firstName: "T", lastName: email, role: "admin" } });
  const admins = await db.user.findMany({ where: { role: "admin" }, orderBy: { id: "asc" } });
  owner = admin(admins[0].id, admins[0].email);
  other = admin(admins[admins.length - 1].id, admins[admins.length - 1].email);
  const batch = await db.batch.create({
    data: { name: "Classroom batch", subjects: { create: [{ name: "Maths" }, { name: "Science" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  batchId = batch.id;
  [maths, science] = batch.subjects.map((subject) => subject.id);
  const otherBatch = await db.batch.create({ data: { name: "Other batch" } });
  otherBatchId = otherBatch.id;
  students = [];
  for (const name of ["Asha", "Bala", "Chitra", "Dev"]) {
    const user = await db.user.create({
      data: {
        email: `${name.toLowerCase()}@classroom.test`,
        firstName: name,
        lastName: "C",
        role: "student",
        batchId,
        // Permitted in both subjects: registers and the timetable list only students the teacher permitted.
        access: { create: [maths, science].map((subjectId) => ({ subjectId, permitted: true })) },
      },
    });
    students.push({ ...user, role: "student" });
  }
  const outsider = await db.user.create({
    data: {
      email: "outsider@classroom.test",
      firstName: "Out",
      lastName: "Sider",
      role: "student",
      batchId: otherBatchId,
    },
  });
  stranger = { ...outsider, role: "student" };
});

const place = { room: "Room 1", meeting_url: "" };

describe("timetable", () => {
  it("adds weekly classes and refuses one that overlaps, naming it", async () => {
    await addWeeklyClass(owner, batchId, {
      subject_id: maths,
      weekday: "Wednesday",
      start_time: "09:00",
      end_time: "10:00",
      ...place,
    });
    await addWeeklyClass(owner, batchId, {
      subject_id: science,
      weekday: "Wednesday",
      start_time: "10:00",
      end_time: "11:00",
      ...place,
    });
    await addWeeklyClass(owner, batchId, {
      subject_id: science,
      weekday: "Tuesday",
      start_time: "16:00",
      end_time: "17:00",
      room: "",
      meeting_url: "https://meet.example/x",
    });
    const error = await failure(
      addWeeklyClass(owner, batchId, {
        subject_id: science,
        weekday: "Wednesday",
        start_time: "09:30",
        end_time: "10:30",
        ...place,
      }),
    );
    expect(error.kind).toBe("conflict");
    expect(error.message).toBe("This overlaps Maths on Wednesdays, 09:00–10:00");
    const extra = await failure(
      addExtraClass(
        owner,
        batchId,
        { subject_id: maths, date: "2026-12-02", start_time: "10:30", end_time: "11:30", ...place },
        NOW,
      ),
    );
    expect(extra.message).toContain("This overlaps Science on Wednesdays, 10:00–11:00");
  });

  it("cancels one date; the student sees it struck through with the reason, this week and next", async () => {
    const tuesday = await db.timetableClass.findFirstOrThrow({ where: { batchId, weekday: 2 } });
    const wrongDay = await failure(cancelClass(owner, batchId, tuesday.id, { date: "2026-12-02", reason: "" }, NOW));
    expect(wrongDay.message).toBe("Science meets on Tuesdays");
    await cancelClass(owner, batchId, tuesday.id, { date: "2026-12-01", reason: "Teacher at a workshop" }, NOW);
    const view = await studentTimetable(students[0], NOW);
    expect(view.today).toBe("2026-11-25");
    expect(view.weeks[0][0].date).toBe("2026-11-23");
    const nextTuesday = view.weeks[1][1];
    expect(nextTuesday.date).toBe("2026-12-01");
    expect(nextTuesday.classes[0]).toMatchObject({
      subjectName: "Science",
      cancelled: true,
      reason: "Teacher at a workshop",
      place: "Online",
    });
    expect(view.weeks[0][1].classes[0].cancelled).toBe(false);
  });

  it("tells the students when a class of the next 48 hours is added or cancelled, not one further ahead", async () => {
    const extraMails = { subject: "Vidya Coaching · Extra class" };
    const before = await db.outboxMail.count({ where: extraMails });
    await addExtraClass(
      owner,
      batchId,
      { subject_id: maths, date: "2026-11-26", start_time: "12:00", end_time: "13:00", ...place },
      NOW,
    );
    const mails = await db.outboxMail.findMany({ where: extraMails, skip: before });
    expect(mails.map((mail) => mail.to).sort()).toEqual(students.map((student) => student.email).sort());
    // Each mail names the batch and the student it is about.
    expect(mails.map((mail) => mail.text).sort()).toEqual(
      students
        .map(
          (student) =>
            `Classroom batch · ${student.firstName} C\n\nExtra class: Maths on 26 Nov 2026, 12:00–13:00, Room 1`,
        )
        .sort(),
    );
    // On WhatsApp: one text for the batch's group.
    expect(
      (await db.whatsAppBatchText.findMany({ where: { batchId }, select: { text: true } })).map((text) => text.text),
    ).toEqual(["Vidya Coaching · Classroom batch: Extra class: Maths on 26 Nov 2026, 12:00–13:00, Room 1"]);
    // Only this batch's students: other test files cancel classes of their own in the same database.
    const cancelled = await db.outboxMail.count({
      where: { subject: "Vidya Coaching · Class cancelled", to: { in: students.map((student) => student.email) } },
    });
    expect(cancelled).toBe(0); // 1 December is more than 48 hours ahead
  });

  it("writes a feed with the weekly rule, the cancelled date as EXDATE and times in Asia/Kolkata", async () => {
    // Weekly events start in the week the class was added.
    await db.timetableClass.updateMany({ where: { batchId }, data: { createdAt: NOW } });
    const { url } = await newCalendarLink(students[0]);
    const token = /\/calendar\/(.+)\.ics$/.exec(url)?.[1] ?? "";
    const text = await calendarFeed(token, NOW);
    expect(text).not.toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(text ?? ""));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const science = calendar
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event))
      .find((event) => event.summary === "Science" && event.component.hasProperty("exdate"));
    expect(science?.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY");
    expect(science?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(science?.startDate.toJSDate().toISOString()).toBe("2026-11-24T10:30:00.000Z"); // 16:00 IST
    const exdate = science?.component.getFirstPropertyValue("exdate") as ICAL.Time;
    expect(exdate.toJSDate().toISOString()).toBe("2026-12-01T10:30:00.000Z");
    // A new link ends the old one.
    await newCalendarLink(students[0]);
    expect(await calendarFeed(token, NOW)).toBeNull();
  });
});

describe("attendance", () => {
  const classOn = async (weekday: number, start: string) =>
    (await db.timetableClass.findFirstOrThrow({ where: { batchId, weekday, startTime: start } })).id;
  const rows = (absent: User[]) =>
    students.map((student) => ({
      student_id: student.id,
      status: absent.includes(student) ? ("absent" as const) : ("present" as const),
    }));

  it("starts everyone as Present, saves, updates and keeps every change", async () => {
    const mathsClass = await classOn(3, "09:00");
    const fresh = await getRegister(owner, batchId, mathsClass, "2026-11-25", NOW);
    expect(fresh.taken).toBe(false);
    expect(fresh.students.map((student) => student.status)).toEqual(["present", "present", "present", "present"]);
    await saveRegister(other, batchId, mathsClass, "2026-11-25", rows([students[0], students[1]]), NOW);
    await saveRegister(other, batchId, mathsClass, "2026-11-25", rows([students[0]]), NOW);
    const marks = await db.attendanceMark.count({ where: { classId: mathsClass, date: "2026-11-25" } });
    expect(marks).toBe(4);
    const changes = await db.attendanceChange.findMany({
      where: { mark: { studentId: students[1].id } },
      orderBy: { id: "asc" },
    });
    expect(changes.map((change) => [change.oldStatus, change.newStatus])).toEqual([
      [null, "absent"],
      ["absent", "present"],
    ]);
  });

  it("computes the student's percentage in the database after three registers", async () => {
    await saveRegister(other, batchId, await classOn(3, "10:00"), "2026-11-25", rows([]), NOW);
    await saveRegister(other, batchId, await classOn(2, "16:00"), "2026-11-24", rows([]), NOW);
    const summary = await attendanceOf(students[0].id);
    expect(summary).toMatchObject({ classes: 3, attended: 2, percent: 66.7, daysAbsent: 1 });
    expect(summary.subjects).toEqual([
      expect.objectContaining({ subjectName: "Maths", classes: 1, attended: 0, percent: 0 }),
      expect.objectContaining({ subjectName: "Science", classes: 2, attended: 2, percent: 100 }),
    ]);
    expect(summary.absences).toEqual([{ date: "2026-11-25", day: "25 Nov 2026", subjectName: "Maths", time: "09:00" }]);
    const low = await lowAttendance(owner, batchId);
    expect(low.students.map((student) => student.name)).toEqual(["Asha C"]);
    const grid = await monthGrid(owner, batchId, "2026-11");
    expect(grid.dates).toEqual(["2026-11-24", "2026-11-25"]);
    expect(grid.rows[0].cells).toEqual(["P", "AP"]);
    expect(grid.rows[0]).toMatchObject({ classes: 3, absent: 1, late: 0, percent: 66.7 });
    expect(grid.presentOn).toEqual([students.length, students.length - 1]);
  });

  it("refuses a register 8 days ago unless the owner unlocks it, and another batch's student", async () => {
    const tuesday = await classOn(2, "16:00");
    const old = await failure(saveRegister(other, batchId, tuesday, "2026-11-17", rows([]), NOW));
    expect(old.kind).toBe("forbidden");
    expect((await failure(unlockRegister(other, batchId, tuesday, "2026-11-17", NOW))).kind).toBe("forbidden");
    await unlockRegister(owner, batchId, tuesday, "2026-11-17", NOW);
    await saveRegister(other, batchId, tuesday, "2026-11-17", rows([]), NOW);
    const outsider = await failure(
      saveRegister(other, batchId, tuesday, "2026-11-24", [{ student_id: stranger.id, status: "absent" }], NOW),
    );
    expect(outsider.kind).toBe("invalid");
    expect(outsider.fieldErrors).toEqual({ "students[0].student_id": ["This student is not on this register"] });
    expect((await failure(getRegister(owner, batchId, tuesday, "2026-11-25", NOW))).kind).toBe("not_found");
    expect((await failure(getRegister(owner, batchId, tuesday, "2026-12-01", NOW))).kind).toBe("invalid");
  });

  it("alerts the absentee's guardians 30 minutes later, in their language; a correction cancels the alert", async () => {
    const chitra = students[2];
    await db.guardian.create({
      data: {
        studentId: chitra.id,
        name: "Kavita C",
        relation: "mother",
        mobile: "+919800000001",
        email: "kavita@classroom.test",
        language: "hi",
      },
    });
    const science = await classOn(3, "10:00");
    await saveRegister(other, batchId, science, "2026-11-25", rows([chitra]), NOW);
    const key = `absence:${science}:2026-11-25:${chitra.id}`;
    const text = await db.whatsAppMessage.findFirstOrThrow({ where: { cancelKey: key } });
    expect(text).toMatchObject({ to: "+919800000001", state: "queued" });
    expect(text.notBefore.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    // Under the batch and student it is about, with the guardian's own page (made for the message) for the day's message.
    expect(text).toMatchObject({
      heading: "Classroom batch · Chitra C",
      text: "Chitra C: आज Science की क्लास में अनुपस्थित (25 नवंबर 2026, 10:00)",
    });
    expect(text.familyLine).toMatch(
      /^Chitra C का परिवार का पेज \(परिणाम, उपस्थिति, फ़ीस\): \S+\/family\/[A-Za-z0-9_-]{43}$/,
    );
    const mail = await db.outboxMail.findFirstOrThrow({ where: { cancelKey: key } });
    expect(mail.to).toBe("kavita@classroom.test");
    // Marked absent by mistake: corrected within the 30 minutes, nothing leaves.
    await saveRegister(other, batchId, science, "2026-11-25", rows([]), NOW);
    expect((await db.whatsAppMessage.findFirstOrThrow({ where: { cancelKey: key } })).state).toBe("cancelled");
    expect((await db.outboxMail.findFirstOrThrow({ where: { cancelKey: key } })).state).toBe("cancelled");
  });
});
