import { existsSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { idOfToken } from "~/domain/accounts/one-time-tokens.server";
import { attendanceOf } from "~/domain/attendance/reports.server";
import { idCardUrl, verifyIdCard } from "~/domain/cards/id-card-links.server";
import { openStudentPhoto, removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { remarksOf, saveRemarks } from "~/domain/cards/remarks.server";
import { studentReportCard } from "~/domain/cards/report-card-figures.server";
import { setPublished } from "~/domain/marks/publish.server";
import { saveResults } from "~/domain/marks/sheet.server";
import { getTestResult } from "~/domain/marks/statistics.server";
import { createTest } from "~/domain/marks/tests.server";
import { deactivateStudent, deleteStudent } from "~/domain/students/directory.server";
import { remarksSchema } from "~/schemas/cards";
import { failure } from "../support/domain-failure";
import { svgImage } from "../support/images";

const teacher: User = {
  id: 0,
  email: "t@cards.test",
  firstName: "Meera",
  lastName: "S",
  role: "teacher",
  batchId: null,
};
let batchId: number;
let subjects: number[];
let students: User[];

async function newStudent(name: string, permitted = true) {
  const user = await db.user.create({
    data: {
      email: `${name.toLowerCase()}@cards.test`,
      firstName: name,
      lastName: "K",
      role: "student",
      batchId,
      access: { create: subjects.map((subjectId) => ({ subjectId, permitted })) },
    },
  });
  return { ...user, role: "student" as const };
}

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Cards batch", subjects: { create: [{ name: "Physics" }, { name: "Chemistry" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  batchId = batch.id;
  subjects = batch.subjects.map((subject) => subject.id);
  students = [await newStudent("Isha"), await newStudent("Jay"), await newStudent("Kiran")];
});

/** A received upload, as the form pipeline hands one over: a file on disk. */
async function received(bytes: Buffer) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "cards-")), "upload");
  await writeFile(file, bytes);
  return { path: file, size: bytes.length };
}

const photoPng = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();
const storedFiles = (key: string) =>
  [1, 2].map((scale) => path.join(process.env.UPLOAD_DIR ?? "", "students", `${key}-${scale}x.webp`));
const photoKey = async (studentId: number) => (await db.studentPhoto.findUnique({ where: { studentId } }))?.key ?? "";

describe("a student's photo", () => {
  it("is re-encoded to two WebP sizes, replaced with the old files released, and removed", async () => {
    const [isha] = students;
    await setStudentPhoto(teacher, isha.id, await received(await photoPng()));
    const first = await photoKey(isha.id);
    expect(storedFiles(first).every(existsSync)).toBe(true);
    const larger = await sharp(await openStudentPhoto(isha, isha.id, 2)).metadata();
    expect([larger.format, larger.width, larger.height]).toEqual(["webp", 300, 400]);

    // The student replaces it themself: the teacher's files go.
    await setStudentPhoto(isha, isha.id, await received(await photoPng()));
    const second = await photoKey(isha.id);
    expect(second).not.toBe(first);
    expect(storedFiles(first).some(existsSync)).toBe(false);
    expect(storedFiles(second).every(existsSync)).toBe(true);

    await removeStudentPhoto(teacher, isha.id);
    expect(await photoKey(isha.id)).toBe("");
    expect(storedFiles(second).some(existsSync)).toBe(false);
  }, 20_000);

  it("is refused when the file is not a PNG, JPEG or WebP image (an SVG), at the photo field", async () => {
    const error = await failure(setStudentPhoto(teacher, students[1].id, await received(svgImage())));
    expect(error.kind).toBe("invalid");
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(["photo"]);
    expect(await photoKey(students[1].id)).toBe("");
  });

  it("is another student's business only as 'not found': neither read nor replaced", async () => {
    const [isha, jay] = students;
    await setStudentPhoto(jay, jay.id, await received(await photoPng()));
    expect((await failure(openStudentPhoto(isha, jay.id, 1))).kind).toBe("not_found");
    expect((await failure(setStudentPhoto(isha, jay.id, await received(await photoPng())))).kind).toBe("not_found");
    expect((await openStudentPhoto(teacher, jay.id, 1)).byteLength).toBeGreaterThan(100);
  });

  it("goes with its files when the student is deleted", async () => {
    const gone = await newStudent("Gone");
    await setStudentPhoto(teacher, gone.id, await received(await photoPng()));
    const key = await photoKey(gone.id);
    await deleteStudent(teacher, gone.id, gone.email);
    expect(storedFiles(key).some(existsSync)).toBe(false);
  });
});

describe("the teacher's remarks", () => {
  it("are kept with who wrote them and when; empty removes them; too long is refused", async () => {
    const [, jay] = students;
    await saveRemarks(teacher, jay.id, remarksSchema.parse({ remarks: "  Works hard.\r\nAsks good questions.  " }));
    expect(await remarksOf(jay.id)).toMatchObject({ text: "Works hard.\nAsks good questions.", writtenBy: "Meera S" });
    expect((await failure(saveRemarks(jay, jay.id, { remarks: "Me" }))).kind).toBe("forbidden");
    expect(remarksSchema.safeParse({ remarks: "x".repeat(601) }).success).toBe(false);
    await saveRemarks(teacher, jay.id, remarksSchema.parse({ remarks: "" }));
    expect(await remarksOf(jay.id)).toBeNull();
  });
});

describe("a report card's figures", () => {
  it("are the results screen's marks of every published test, the attendance percentage and the remarks", async () => {
    const [, , kiran] = students;
    const tests: number[] = [];
    for (const [index, subjectId] of subjects.entries()) {
      for (const [n, marks] of [
        [17, 20],
        [12, 25],
      ].entries()) {
        const { test } = await createTest(teacher, batchId, subjectId, {
          test_name: `Unit ${n + 1} of ${index}`,
          date: `2026-11-1${n}`,
          max_marks: marks[1],
        });
        await saveResults(teacher, test.id, [
          { student_id: kiran.id, marks: marks[0] - index, attempted: !(index === 1 && n === 1), remark: "" },
        ]);
        await setPublished(teacher, test.id, true);
        tests.push(test.id);
      }
    }
    // A draft is left out, as on the results screen.
    const { test: draft } = await createTest(teacher, batchId, subjects[0], {
      test_name: "Draft",
      date: "2026-11-20",
      max_marks: 10,
    });
    await saveResults(teacher, draft.id, [{ student_id: kiran.id, marks: 9, attempted: true, remark: "" }]);
    const lesson = await db.timetableClass.create({
      data: { batchId, subjectId: subjects[0], weekday: 1, startTime: "17:00", endTime: "18:00" },
    });
    for (const [date, status] of [
      ["2026-11-02", "present"],
      ["2026-11-09", "late"],
      ["2026-11-16", "absent"],
    ]) {
      await db.attendanceMark.create({ data: { classId: lesson.id, date, studentId: kiran.id, status } });
    }
    await saveRemarks(teacher, kiran.id, { remarks: "Steady." });

    const card = await studentReportCard(teacher, kiran.id);
    const printed = card.subjects.flatMap((subject) => subject.tests);
    expect(printed.map((test) => test.id)).toEqual(tests);
    for (const test of printed) {
      const screen = await getTestResult(kiran, test.id);
      expect(test.marks).toBe(screen.attempted ? screen.studentMarks : 0);
      expect(test.attempted).toBe(screen.attempted);
    }
    expect(card.subjects.map((subject) => subject.total)).toEqual([
      { obtained: 29, max: 45, percent: 64.4 },
      { obtained: 16, max: 45, percent: 35.6 },
    ]);
    const attendance = await attendanceOf(kiran.id);
    expect(card.attendance).toEqual({ classes: 3, attended: 2, percent: attendance.percent });
    expect(attendance.percent).toBe(66.7);
    expect(card.remarks?.text).toBe("Steady.");
    // The student reads their own, never another's.
    expect((await studentReportCard(kiran, kiran.id)).overall).toEqual(card.overall);
    expect((await failure(studentReportCard(students[0], kiran.id))).kind).toBe("not_found");
  }, 30_000);
});

describe("an ID card's verification page", () => {
  it("says the student is enrolled with their name, batch and the institute, and nothing else", async () => {
    const [isha] = students;
    const url = await idCardUrl(isha.id);
    expect(await idCardUrl(isha.id)).toBe(url);
    const token = url.split("/verify/")[1];
    // 128 bits in base64url, and only its hash stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const link = await db.idCardLink.findUniqueOrThrow({ where: { studentId: isha.id } });
    expect(link.tokenHash).toBe(idOfToken(token));
    expect(JSON.stringify(link)).not.toContain(token);

    const shown = await verifyIdCard(token);
    expect(shown).toEqual({ enrolled: true, institute: expect.any(String), name: "Isha K", batchName: "Cards batch" });
    expect(JSON.stringify(shown)).not.toMatch(/cards\.test|@|marks|fee/i);
  });

  it("says 'No longer enrolled', without a name, once the student is deactivated or deleted", async () => {
    const leaving = await newStudent("Leaving");
    const deleted = await newStudent("Deleted");
    const [leavingToken, deletedToken] = await Promise.all(
      [leaving, deleted].map(async (student) => (await idCardUrl(student.id)).split("/verify/")[1]),
    );
    await deactivateStudent(teacher, leaving.id);
    await deleteStudent(teacher, deleted.id, deleted.email);
    for (const token of [leavingToken, deletedToken]) {
      expect(await verifyIdCard(token)).toEqual({ enrolled: false, institute: expect.any(String) });
    }
  });

  it("says a student waiting for access is not enrolled, and a made-up address is not found", async () => {
    const waiting = await newStudent("Waiting", false);
    const token = (await idCardUrl(waiting.id)).split("/verify/")[1];
    expect((await verifyIdCard(token)).enrolled).toBe(false);
    expect((await failure(verifyIdCard("A".repeat(22)))).kind).toBe("not_found");
    expect((await failure(verifyIdCard("../etc"))).kind).toBe("not_found");
  });
});
