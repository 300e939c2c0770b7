import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createAnnouncement } from "~/domain/announcements/announcements.server";
import { saveRegister } from "~/domain/attendance/register.server";
import { tellFamiliesOfResults } from "~/domain/families/results-messages.server";
import {
  listBatchTexts,
  markBatchTextSent,
  sendBatchTextToFamilies,
} from "~/domain/messages/whatsapp-batch-texts.server";
import { listWhatsAppOutbox, markWhatsAppSent } from "~/domain/messages/whatsapp-outbox.server";
import { addExtraClass, addWeeklyClass, cancelClass } from "~/domain/timetable/classes.server";
import { teacher } from "../support/unit-weeks";

// Wednesday 25 November 2026, 10:00 in Kolkata: the registers of the morning's classes are taken now.
const NOW = new Date("2026-11-25T04:30:00Z");
const DAY = "2026-11-25";
const FATHER = "+919770000000";
const mobileOf = (index: number) => (index < 2 ? FATHER : `+9197700000${String(index).padStart(2, "0")}`);
const ours = (to: string) => to.startsWith("+9197700000");

let batchId: number;
let studentIds: number[];
const classes: number[] = [];

/**
 * One afternoon of a batch of 40, each student with a guardian (the first two are one father's children):
 * a cancelled class, an announcement, an extra class, 14 absence alerts (7 of them the father's) and 33 results.
 */
beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Class 10 Maths & Science", subjects: { create: [{ name: "Chemistry" }, { name: "Maths" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  batchId = batch.id;
  const [chemistry, maths] = batch.subjects.map((subject) => subject.id);
  studentIds = [];
  for (let index = 0; index < 40; index++) {
    const student = await db.user.create({
      data: {
        email: `student${index}@digest.test`,
        firstName: index < 2 ? ["Ravi", "Priya"][index] : `Student${index}`,
        lastName: "Verma",
        role: "student",
        batchId,
        access: { create: [chemistry, maths].map((subjectId) => ({ subjectId, permitted: true })) },
        guardians: {
          create: { name: index < 2 ? "Mohan Verma" : `Parent${index}`, relation: "father", mobile: mobileOf(index) },
        },
      },
    });
    studentIds.push(student.id);
  }
  for (const start of ["06:00", "07:00", "08:00", "09:00"]) {
    const { class: added } = await addWeeklyClass(teacher, batchId, {
      subject_id: maths,
      weekday: "Wednesday",
      start_time: start,
      end_time: `${start.slice(0, 2)}:50`,
      room: "Room 2",
      meeting_url: "",
    });
    classes.push(added.id);
  }
  const { class: chemistryClass } = await addWeeklyClass(teacher, batchId, {
    subject_id: chemistry,
    weekday: "Thursday",
    start_time: "17:00",
    end_time: "18:00",
    room: "Room 1",
    meeting_url: "",
  });

  await cancelClass(teacher, batchId, chemistryClass.id, { date: "2026-11-26", reason: "" }, NOW);
  await createAnnouncement(teacher, {
    title: "Holiday on Monday",
    text: "The institute is **closed** on Monday.",
    audience: { audience: "batch", id: batchId },
    send: true,
    ask_seen: false,
  });
  await addExtraClass(
    teacher,
    batchId,
    { subject_id: maths, date: "2026-11-26", start_time: "12:00", end_time: "13:00", room: "Room 2", meeting_url: "" },
    NOW,
  );
  // 14 absences: Ravi misses four classes and Priya three (7 alerts for their father), seven others one each.
  const absentees = [
    [0, 1, 2, 3],
    [0, 1, 4, 5],
    [0, 1, 6, 7],
    [0, 8],
  ];
  for (const [index, classId] of classes.entries()) {
    const rows = studentIds.map((id, student) => ({
      student_id: id,
      status: absentees[index].includes(student) ? ("absent" as const) : ("present" as const),
    }));
    await saveRegister(teacher, batchId, classId, DAY, rows, NOW);
  }
  const test = await db.test.create({
    data: {
      name: "Unit Test 3",
      date: DAY,
      maxMarks: 100,
      batchId,
      subjectId: maths,
      results: {
        create: studentIds.slice(0, 33).map((studentId, index) => ({ studentId, marks: 60 + index, attempted: true })),
      },
    },
  });
  await db.$transaction((tx) => tellFamiliesOfResults(tx, test.id));
}, 120_000);

const afterTheWait = () => new Date(Date.now() + 31 * 60_000);

describe("a WhatsApp message per family and day", { timeout: 60_000 }, () => {
  it("gathers the afternoon's 165 messages into one per family, plus one text per batch notice", async () => {
    const { waiting, later } = await listWhatsAppOutbox(teacher, afterTheWait());
    expect(later.filter((message) => ours(message.to))).toEqual([]);
    const families = waiting.filter((message) => ours(message.to));
    // The father and the families of the other 31 students with a result (the absentees among them).
    expect(families).toHaveLength(32);
    expect(new Set(families.map((message) => message.to)).size).toBe(32);
    const texts = (await listBatchTexts(teacher)).waiting.find((batch) => batch.id === batchId)?.texts ?? [];
    expect(texts.map((text) => text.text)).toEqual([
      "Vidya Coaching · Class 10 Maths & Science: Chemistry on 26 Nov 2026, 17:00–18:00 is cancelled",
      "Vidya Coaching · Class 10 Maths & Science: Announcement: Holiday on Monday\n\nThe institute is closed on Monday.",
      "Vidya Coaching · Class 10 Maths & Science: Extra class: Maths on 26 Nov 2026, 12:00–13:00, Room 2",
    ]);
    expect(texts.map((text) => text.families)).toEqual([39, 39, 39]);

    // The father's one message: his children's seven absences and two results, each family page once.
    const father = families.find((message) => message.to === FATHER);
    expect(father?.items).toBe(9);
    expect(father?.toName).toBe("Mohan Verma (Ravi Verma), Mohan Verma (Priya Verma)");
    const text = father?.text ?? "";
    expect(
      text.startsWith("Vidya Coaching\n\nClass 10 Maths & Science · Ravi Verma\n• Ravi Verma was absent from Maths"),
    ).toBe(true);
    expect(text).toContain("\n\nClass 10 Maths & Science · Priya Verma\n• Priya Verma was absent from Maths");
    expect(text.match(/was absent from Maths/g)).toHaveLength(7);
    expect(text).toContain("• Ravi Verma scored 60/100 in Unit Test 3, rank 33 of 33.");
    expect(text.match(/\/family\//g)).toHaveLength(2);
    expect(text).toMatch(
      /Ravi Verma's family page \(results, attendance, fees\): \S+\/family\/\S+\nPriya Verma's family page/,
    );
  });

  it("withdraws a corrected absence from the day's message, which is ready when its newest item is", async () => {
    const present = studentIds.map((id) => ({ student_id: id, status: "present" as const }));
    const rows = present.map((row, index) => (index === 8 ? { ...row, status: "absent" as const } : row));
    await saveRegister(teacher, batchId, classes[3], DAY, rows, NOW);
    const { waiting } = await listWhatsAppOutbox(teacher, afterTheWait());
    expect(waiting.find((message) => message.to === FATHER)?.items).toBe(8);
  });

  it("sends a batch text to each family only when the teacher chooses, into their one message of the day", async () => {
    const [cancelled, announcement] =
      (await listBatchTexts(teacher)).waiting.find((b) => b.id === batchId)?.texts ?? [];
    await markBatchTextSent(teacher, cancelled.id);
    await sendBatchTextToFamilies(teacher, announcement.id);
    await sendBatchTextToFamilies(teacher, announcement.id);
    const { waiting } = await listWhatsAppOutbox(teacher, afterTheWait());
    const families = waiting.filter((message) => ours(message.to));
    // Every family now has one message: the 32 grow by the announcement, 7 get it alone.
    expect(families).toHaveLength(39);
    expect(families.every((message) => message.text.includes("Announcement: Holiday on Monday"))).toBe(true);
    expect(families.find((message) => message.to === FATHER)?.items).toBe(9);
    const left = (await listBatchTexts(teacher)).waiting.find((b) => b.id === batchId)?.texts ?? [];
    expect(left.map((text) => [text.families, text.familiesToldAt !== null])).toEqual([
      [0, true],
      [39, false],
    ]);

    // 'Sent' sends the whole gathered message; the next notice of the day makes a new one.
    const father = families.find((message) => message.to === FATHER);
    await markWhatsAppSent(teacher, father?.id ?? 0);
    expect((await listWhatsAppOutbox(teacher, afterTheWait())).waiting.some((m) => m.to === FATHER)).toBe(false);
  });
});
