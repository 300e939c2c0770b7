import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { DomainError } from "~/domain/core/errors.server";
import { exportTestCsv, importMarksCsv } from "~/domain/marks/csv.server";
import { setPublished } from "~/domain/marks/publish.server";
import { wholeReportCard } from "~/domain/marks/report-card.server";
import { resultSheet, saveResults } from "~/domain/marks/sheet.server";
import { bandOf, getTestResult, marksDistribution } from "~/domain/marks/statistics.server";
import { createTest } from "~/domain/marks/tests.server";

const teacher: User = { id: 0, email: "t@results.test", firstName: "T", lastName: "", role: "teacher", batchId: null };
let batchId: number;
let subjectId: number;
let students: User[];

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Results batch", subjects: { create: { name: "Maths" } } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  students = [];
  for (const name of ["Asha", "Bala", "Chitra", "Dev", "Esha"]) {
    const user = await db.user.create({
      data: {
        email: `${name.toLowerCase()}@results.test`,
        firstName: name,
        lastName: "R",
        role: "student",
        batchId,
        access: { create: { subjectId, permitted: true } },
      },
    });
    students.push({ ...user, role: "student" });
  }
});

const newTest = async (name: string, max = 100) =>
  (await createTest(teacher, batchId, subjectId, { test_name: name, date: "2026-11-20", max_marks: max })).test.id;

const row = (student: User, marks: number, attempted = true, remark = "") => ({
  student_id: student.id,
  marks,
  attempted,
  remark,
});

describe("rank, average and highest", () => {
  it("ranks equal marks together and skips the next rank (1, 2, 2, 4)", async () => {
    const testId = await newTest("Ties");
    const [a, b, c, d, e] = students;
    await saveResults(teacher, testId, [row(a, 90), row(b, 75), row(c, 75), row(d, 60), row(e, 99, false)]);
    await setPublished(teacher, testId, true);
    const ranks = await Promise.all([a, b, c, d].map(async (s) => (await getTestResult(s, testId)).rank));
    expect(ranks).toEqual([1, 2, 2, 4]);
    const absent = await getTestResult(e, testId);
    expect(absent).toMatchObject({ attempted: false, rank: null, studentMarks: null });
    expect(absent).toMatchObject({ highestMarks: 90, attemptedCount: 4, average: 75 });
  });

  it("rounds the average to two decimals", async () => {
    const testId = await newTest("Thirds");
    const [a, b, c] = students;
    await saveResults(teacher, testId, [row(a, 10), row(b, 10), row(c, 11)]);
    await setPublished(teacher, testId, true);
    expect((await getTestResult(a, testId)).average).toBe(10.33);
  });

  it("has zeros and no rank when everyone was absent", async () => {
    const testId = await newTest("All absent");
    await saveResults(
      teacher,
      testId,
      students.map((s) => row(s, 0, false)),
    );
    await setPublished(teacher, testId, true);
    expect(await getTestResult(students[0], testId)).toMatchObject({
      attempted: false,
      rank: null,
      highestMarks: 0,
      average: 0,
      attemptedCount: 0,
    });
    expect(await marksDistribution(testId, 100)).toEqual(Array(10).fill(0));
  });

  it("works for a test nobody has results for, and a subject with no students", async () => {
    const testId = await newTest("Not marked yet");
    expect(await getTestResult(students[0], testId)).toMatchObject({
      attempted: false,
      attemptedCount: 0,
      rank: null,
    });
    const empty = await db.subject.create({ data: { name: "Empty", batchId } });
    const emptyTest = (
      await createTest(teacher, batchId, empty.id, { test_name: "Nobody", date: "2026-11-21", max_marks: 100 })
    ).test.id;
    const sheet = await resultSheet(teacher, emptyTest);
    expect(sheet.rows).toEqual([]);
    expect(sheet.hasResults).toBe(false);
  });

  it("puts full marks in the top band", async () => {
    const testId = await newTest("Bands", 50);
    await saveResults(teacher, testId, [row(students[0], 50), row(students[1], 24.5), row(students[2], 0)]);
    expect(await marksDistribution(testId, 50)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  });

  it("counts a negative mark (an online test's negative marking) in the lowest band, the one its chart highlights", async () => {
    const testId = await newTest("Negative marking", 40);
    await db.result.createMany({
      data: [
        { testId, studentId: students[0].id, marks: -6, attempted: true },
        { testId, studentId: students[1].id, marks: 40, attempted: true },
      ],
    });
    expect(await marksDistribution(testId, 40)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect([bandOf(-6, 40), bandOf(40, 40), bandOf(3.99, 40)]).toEqual([0, 9, 0]);
  });
});

describe("saving a marks sheet", () => {
  it("saves nothing when one row is over the maximum, and names that row", async () => {
    const testId = await newTest("Out of 20", 20);
    const error = await saveResults(teacher, testId, [row(students[0], 15), row(students[1], 25)]).catch(
      (e: DomainError) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fieldErrors).toEqual({ "results[1].marks": ["Marks cannot be more than 20"] });
    expect(await db.result.count({ where: { testId } })).toBe(0);
  });

  it("refuses a student who is not registered for the subject", async () => {
    const testId = await newTest("Stranger");
    const stranger = await db.user.create({
      data: { email: "x@results.test", firstName: "X", lastName: "Y", role: "student" },
    });
    const error = await saveResults(teacher, testId, [row({ ...stranger, role: "student" }, 5)]).catch(
      (e: DomainError) => e,
    );
    expect((error as DomainError).fieldErrors?.["results[0].student_id"]).toBeDefined();
  });

  it("updates in place: one result per student per test", async () => {
    const testId = await newTest("Update");
    await saveResults(teacher, testId, [row(students[0], 40)]);
    await saveResults(teacher, testId, [row(students[0], 45, true, "Better")]);
    expect(await db.result.findMany({ where: { testId }, select: { marks: true, remark: true } })).toEqual([
      { marks: 45, remark: "Better" },
    ]);
  });
});

describe("CSV", () => {
  it("reads back what it wrote, and reports bad lines by number", async () => {
    const testId = await newTest("CSV round trip");
    await saveResults(teacher, testId, [
      row(students[0], 12.5, true, 'Said "wow", twice'),
      row(students[1], 0, false),
      row(students[2], 30),
    ]);
    const { csv } = await exportTestCsv(teacher, testId);

    const imported = await importMarksCsv(teacher, testId, Readable.from([csv]));
    expect(imported.problems).toEqual([]);
    expect(imported.rows.slice(0, 4)).toMatchObject([
      { studentId: students[0].id, marks: "12.5", absent: false, remark: 'Said "wow", twice' },
      { studentId: students[1].id, marks: "", absent: true, remark: "" },
      { studentId: students[2].id, marks: "30", absent: false, remark: "" },
      { studentId: students[3].id, marks: "", absent: false, remark: "" },
    ]);

    const bad = `email,marks,attempted\nnobody@x.test,5,yes\n${students[0].email},abc,yes\n${students[1].email},500,yes\n${students[2].email},7,maybe\n${students[3].email},8,\n`;
    const result = await importMarksCsv(teacher, testId, Readable.from([bad]));
    expect(result.problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect(result.problems[0].message).toMatch(/No student with the email "nobody@x.test"/);
    expect(result.rows.find((r) => r.studentId === students[3].id)).toMatchObject({ marks: "8", absent: false });
  });
});

describe("the whole report card", () => {
  it("totals each subject and all of them: an absence counts 0, no mark and drafts are left out", async () => {
    const batch = await db.batch.create({
      data: { name: "Report batch", subjects: { create: [{ name: "Physics" }, { name: "Chemistry" }] } },
      include: { subjects: { orderBy: { id: "asc" } } },
    });
    const [physics, chemistry] = batch.subjects;
    const user = await db.user.create({
      data: {
        email: "report@results.test",
        firstName: "Ravi",
        lastName: "R",
        role: "student",
        batchId: batch.id,
        access: { create: [{ subjectId: physics.id, permitted: true }, { subjectId: chemistry.id }] },
      },
    });
    const student: User = { ...user, role: "student" };
    const test = async (subject: number, name: string, max: number, mark?: [number, boolean], publish = true) => {
      const { id } = (
        await createTest(teacher, batch.id, subject, { test_name: name, date: "2026-11-21", max_marks: max })
      ).test;
      if (mark) await saveResults(teacher, id, [row(student, mark[0], mark[1])]);
      else await db.result.create({ data: { testId: id, studentId: students[0].id, marks: 5, attempted: true } });
      if (publish) await db.test.update({ where: { id }, data: { publishedAt: new Date() } });
    };
    await test(physics.id, "Motion", 20, [15.5, true]);
    await test(physics.id, "Waves", 20, [0, false]);
    await test(physics.id, "Not sat", 50);
    await test(chemistry.id, "Atoms", 40, [30, true]);
    await test(chemistry.id, "Draft", 40, [40, true], false);

    const card = await wholeReportCard(student);
    expect(card.subjects.map((subject) => [subject.name, subject.tests.map((t) => t.name), subject.total])).toEqual([
      ["Physics", ["Motion", "Waves", "Not sat"], { obtained: 15.5, max: 40, percent: 38.8 }],
      ["Chemistry", ["Atoms"], { obtained: 30, max: 40, percent: 75 }],
    ]);
    expect(card.subjects[0].tests[1]).toMatchObject({ entered: true, attempted: false, marks: 0 });
    expect(card.subjects[0].tests[2]).toMatchObject({ entered: false, marks: null });
    expect(card.overall).toEqual({ obtained: 45.5, max: 80, percent: 56.9 });
  });
});
