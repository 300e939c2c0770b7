import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { DomainError } from "~/domain/core/errors.server";
import {
  addTestToSeries,
  createSeries,
  deleteSeries,
  removeTestFromSeries,
  renameSeries,
} from "~/domain/series/series.server";
import { seriesStandings, studentStanding } from "~/domain/series/standings.server";

const teacher: User = { id: 0, email: "t@series.test", firstName: "T", lastName: "", role: "teacher", batchId: null };

type Student = User & { role: "student" };
const students: Record<string, Student> = {};
let seriesId: number;
const tests: Record<string, number> = {};

async function batchWith(name: string, firstNames: string[]) {
  const batch = await db.batch.create({
    data: { name, subjects: { create: { name: "Physics" } } },
    include: { subjects: true },
  });
  const subjectId = batch.subjects[0].id;
  for (const firstName of firstNames) {
    const user = await db.user.create({
      data: {
        email: `${firstName.toLowerCase()}@series.test`,
        firstName,
        lastName: "S",
        role: "student",
        batchId: batch.id,
        access: { create: { subjectId, permitted: true } },
      },
    });
    students[firstName] = { ...user, role: "student" };
  }
  return { batchId: batch.id, subjectId };
}

async function testOf(
  where: { batchId: number; subjectId: number },
  name: string,
  date: string,
  { maxMarks = 100, published = true } = {},
) {
  const test = await db.test.create({
    data: { name, date, maxMarks, ...where, seriesId, publishedAt: published ? new Date() : null },
  });
  tests[name] = test.id;
  return test.id;
}

/** Marks as the sheet keeps them: a number means attempted, "absent" an entered absence. */
async function resultsOf(testName: string, marks: Record<string, number | "absent">) {
  await db.result.createMany({
    data: Object.entries(marks).map(([name, mark]) => ({
      testId: tests[testName],
      studentId: students[name].id,
      marks: mark === "absent" ? 0 : mark,
      attempted: mark !== "absent",
    })),
  });
}

type PaperQuestion = { kind: string; answer: string; chapter: string; section?: string; tolerance?: number };

async function paperOf(testName: string, questions: PaperQuestion[]) {
  await db.questionPaper.create({
    data: {
      testId: tests[testName],
      questions: {
        create: questions.map((question, index) => ({
          position: index + 1,
          text: `Question ${index + 1}`,
          marks: 4,
          negativeMarks: -1,
          section: "",
          tolerance: 0,
          ...question,
        })),
      },
    },
  });
}

async function attemptOf(
  testName: string,
  student: string,
  answers: Record<number, string>,
  seconds: Record<number, number>,
  submittedAt = new Date("2026-11-20T10:00:00Z"),
) {
  await db.attempt.create({
    data: {
      testId: tests[testName],
      studentId: students[student].id,
      deadline: new Date("2026-11-20T11:00:00Z"),
      submittedAt,
      answers: JSON.stringify(answers),
      seconds: JSON.stringify(seconds),
    },
  });
}

beforeAll(async () => {
  seriesId = (await createSeries(teacher, { name: "JEE Main mock series (unit)" })).series.id;
  const a = await batchWith("Series batch A", ["Asha", "Bala", "Chitra", "Dev", "Esha"]);
  const b = await batchWith("Series batch B", ["Farid", "Gita"]);
  await batchWith("Series batch C", ["Hari"]);

  // Three tests of batch A, one of batch B (out of 200), and a draft of batch A that must count for nothing.
  await testOf(a, "Mock 1", "2026-11-01");
  await testOf(a, "Mock 2", "2026-11-08");
  await testOf(a, "Mock 3", "2026-11-15");
  await testOf(b, "Mock B", "2026-11-02", { maxMarks: 200 });
  await testOf(a, "Mock draft", "2026-11-22", { published: false });

  await resultsOf("Mock 1", { Asha: 90, Bala: 60, Chitra: 70, Dev: 40, Esha: "absent" });
  await resultsOf("Mock 2", { Asha: 80, Bala: 70, Chitra: 55.5, Esha: "absent" });
  await resultsOf("Mock 3", { Asha: "absent", Bala: 50, Chitra: 44.5, Dev: 60, Esha: "absent" });
  await resultsOf("Mock B", { Farid: 180, Gita: 150 });
  await resultsOf("Mock draft", { Dev: 100, Esha: 100 });

  await paperOf("Mock 1", [
    { kind: "single", answer: "A", chapter: "Kinematics" },
    { kind: "single", answer: "B", chapter: "Kinematics" },
    { kind: "numerical", answer: "9.8", tolerance: 0.1, chapter: "Optics" },
    { kind: "multiple", answer: "AC", chapter: "", section: "Chemistry" },
    { kind: "single", answer: "D", chapter: "" },
  ]);
  await paperOf("Mock 2", [
    { kind: "single", answer: "C", chapter: "Kinematics" },
    { kind: "single", answer: "A", chapter: "Optics" },
  ]);
  await paperOf("Mock draft", [{ kind: "single", answer: "A", chapter: "Kinematics" }]);

  // Asha's first submission of Mock 1 is replaced by a later one (an extra attempt): only the later one counts.
  await attemptOf("Mock 1", "Asha", { 1: "B", 2: "A", 3: "1" }, { 1: 500 }, new Date("2026-11-01T09:00:00Z"));
  await attemptOf(
    "Mock 1",
    "Asha",
    { 1: "A", 2: "C", 3: "9.85", 4: "", 5: "D" },
    { 1: 30, 2: 50, 3: 100, 4: 10, 5: 20 },
  );
  await attemptOf("Mock 2", "Asha", { 1: "C", 2: "" }, { 1: 40, 2: 6 });
  await attemptOf("Mock draft", "Asha", { 1: "A" }, { 1: 60 });
  await attemptOf("Mock 1", "Bala", { 1: "B", 2: "B", 3: "1", 4: "AC", 5: "A" }, { 1: 10, 2: 10, 3: 10, 4: 10, 5: 10 });
  // Dev drew question 1 of Mock 2 only (a draw per student): question 2 was never put to him.
  await attemptOf("Mock 2", "Dev", { 1: "C" }, { 1: 30, 2: 30 });
  // Farid submitted Mock B 250 times (more than one page of attempts): only his last, right, answer counts.
  await paperOf("Mock B", [{ kind: "single", answer: "B", chapter: "Mechanics" }]);
  await db.attempt.createMany({
    data: Array.from({ length: 250 }, (_, index) => ({
      testId: tests["Mock B"],
      studentId: students.Farid.id,
      deadline: new Date("2026-11-02T11:00:00Z"),
      submittedAt: new Date(Date.UTC(2026, 10, 2, 9, 0, index)),
      answers: JSON.stringify({ 1: index === 249 ? "B" : "A" }),
    })),
  });
  await attemptOf("Mock B", "Gita", { 1: "B" }, { 1: 12 });
  await attemptOf("Mock 1", "Chitra", { 1: "A", 2: "B", 3: "", 4: "A", 5: "D" }, { 1: 20, 2: 20, 3: 20, 4: 20, 5: 20 });
});

describe("a series' standings", () => {
  it("sums each student's published marks, shows a test not taken, and ranks ties as the exams do (1, 2, 2, 4)", async () => {
    const asha = await studentStanding(students.Asha, seriesId);
    expect(asha.tests.map((test) => [test.name, test.marks])).toEqual([
      ["Mock 1", 90],
      ["Mock 2", 80],
      ["Mock 3", null],
      ["Mock draft", null],
    ]);
    expect(asha.outOf).toBe(300);
    // Batch A: Bala 60+70+50 = 180; Asha 90+80 = 170; Chitra 70+55.5+44.5 = 170; Dev 40+60 = 100 (his draft's
    // 100 does not count); Esha was absent from every published test and is not placed.
    const figures = async (name: string) => (await studentStanding(students[name], seriesId)).standing;
    expect(await figures("Bala")).toMatchObject({ cumulative: 180, inBatch: { rank: 1, count: 4 } });
    expect(asha.standing).toMatchObject({ cumulative: 170, inBatch: { rank: 2, count: 4 } });
    expect(await figures("Chitra")).toMatchObject({ cumulative: 170, inBatch: { rank: 2, count: 4 } });
    expect(await figures("Dev")).toMatchObject({ cumulative: 100, inBatch: { rank: 4, count: 4 } });
    expect(await figures("Esha")).toBeNull();
  });

  it("gives the NTA percentile: 100 × those at or below ÷ all, to two decimals, in the batch and in the series", async () => {
    // Batch A (4 placed): 180 → 4/4; 170 → 3/4 (Asha, Chitra, Dev); 100 → 1/4.
    // Series (6 placed): Bala 180, Farid 180, Asha 170, Chitra 170, Gita 150, Dev 100.
    const expected: Record<string, [number, number, number, number]> = {
      Bala: [100, 1, 100, 6],
      Asha: [75, 3, 66.67, 6],
      Chitra: [75, 3, 66.67, 6],
      Dev: [25, 6, 16.67, 6],
      Farid: [100, 1, 100, 6],
      Gita: [50, 5, 33.33, 6],
    };
    for (const [name, [batchPercentile, seriesRank, seriesPercentile, count]] of Object.entries(expected)) {
      const { standing } = await studentStanding(students[name], seriesId);
      expect(standing?.inBatch.percentile, name).toBe(batchPercentile);
      expect(standing?.inSeries, name).toEqual({ rank: seriesRank, count, percentile: seriesPercentile });
    }
    // Batch B has two placed: Farid first, Gita second, each ranked in their own batch only.
    expect((await studentStanding(students.Gita, seriesId)).standing?.inBatch).toEqual({
      rank: 2,
      count: 2,
      percentile: 50,
    });
  });

  it("shows a student only their own figures, and no series without one of their tests", async () => {
    const asha = JSON.stringify(await studentStanding(students.Asha, seriesId));
    for (const other of ["Bala", "Chitra", "Dev", "Farid", "Gita"]) expect(asha).not.toContain(other);
    // Batch B's student reads batch B's test only, not batch A's.
    const gita = await studentStanding(students.Gita, seriesId);
    expect(gita.tests.map((test) => test.name)).toEqual(["Mock B"]);
    await expect(studentStanding(students.Hari, seriesId)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(studentStanding(teacher, seriesId)).rejects.toMatchObject({ kind: "forbidden" });
  });

  it("counts each chapter's accuracy and time from the counting attempts of published tests, as worked out by hand", async () => {
    const { chapters } = await studentStanding(students.Asha, seriesId);
    // Kinematics: Mock 1 q1 right, q2 wrong; Mock 2 q1 right (the draft's q1 does not count) → 2 of 3, (30+50+40)/3 s.
    // Optics: Mock 1 q3 9.85 within 0.1 of 9.8, right; Mock 2 q2 unanswered → 1 of 1, 1 unanswered, (100+6)/2 s.
    // Chemistry (a section, no chapter): unanswered. Other: q5 right, 20 s.
    expect(chapters).toEqual([
      { chapter: "Chemistry", attempted: 0, correct: 0, unanswered: 1, accuracy: null, averageSeconds: 10 },
      { chapter: "Kinematics", attempted: 3, correct: 2, unanswered: 0, accuracy: 66.7, averageSeconds: 40 },
      { chapter: "Optics", attempted: 1, correct: 1, unanswered: 1, accuracy: 100, averageSeconds: 53 },
      { chapter: null, attempted: 1, correct: 1, unanswered: 0, accuracy: 100, averageSeconds: 20 },
    ]);
  });
});

describe("the teacher's standings", () => {
  it("lists a batch's standings with each test's score, and its weakest chapters", async () => {
    const view = await seriesStandings(teacher, seriesId, { page: 1 });
    expect(view.batches.map((batch) => batch.name)).toEqual(["Series batch A", "Series batch B"]);
    expect(view.batch?.name).toBe("Series batch A");
    expect(view.batchTests.map((test) => test.name)).toEqual(["Mock 1", "Mock 2", "Mock 3"]);
    expect(
      view.standings.map((row) => [row.name, row.cumulative, row.inBatch.rank, row.inSeries.rank, row.scores]),
    ).toEqual([
      ["Bala S", 180, 1, 1, [60, 70, 50]],
      ["Asha S", 170, 2, 3, [90, 80, null]],
      ["Chitra S", 170, 2, 3, [70, 55.5, 44.5]],
      ["Dev S", 100, 4, 6, [40, null, 60]],
    ]);
    // Kinematics: Asha R W R, Bala W R, Chitra R R, Dev R → 6 of 8.
    // Optics: Asha R and unanswered, Bala W, Chitra and Dev unanswered → 1 of 2: too few attempted to count as
    // weakest.
    const kinematics = view.chapters.find((chapter) => chapter.chapter === "Kinematics");
    expect(kinematics).toMatchObject({ attempted: 8, correct: 6, unanswered: 0, accuracy: 75 });
    expect(view.chapters.find((chapter) => chapter.chapter === "Optics")).toMatchObject({
      attempted: 2,
      correct: 1,
      unanswered: 3,
    });
    expect(view.weakest.map((chapter) => chapter.chapter)).toEqual(["Kinematics"]);

    const batchB = await seriesStandings(teacher, seriesId, { batchId: view.batches[1].id, page: 1 });
    expect(batchB.chapters).toEqual([
      { chapter: "Mechanics", attempted: 2, correct: 2, unanswered: 0, accuracy: 100, averageSeconds: 6 },
    ]);
    expect(batchB.standings.map((row) => [row.name, row.inBatch.rank, row.inSeries.rank])).toEqual([
      ["Farid S", 1, 1],
      ["Gita S", 2, 5],
    ]);
  });

  it("is the teacher's only", async () => {
    await expect(seriesStandings(students.Asha, seriesId, { page: 1 })).rejects.toBeInstanceOf(DomainError);
  });
});

describe("making and changing a series", () => {
  it("refuses a second series of the same name, renames, moves tests in and out, and keeps the tests on delete", async () => {
    const { series } = await createSeries(teacher, { name: "NEET series (unit)" });
    await expect(createSeries(teacher, { name: "neet SERIES (unit) " })).rejects.toMatchObject({ kind: "conflict" });
    await renameSeries(teacher, series.id, { name: "NEET series 2027 (unit)" });
    await expect(renameSeries(teacher, series.id, { name: "JEE Main mock series (unit)" })).rejects.toMatchObject({
      kind: "conflict",
    });

    const own = await db.test.create({
      data: { name: "Loose test", date: "2026-11-03", batchId: students.Hari.batchId!, subjectId: await hariSubject() },
    });
    await addTestToSeries(teacher, series.id, { test_id: own.id });
    // Sent again, it does its work once; a test of another series is refused, naming that series.
    await addTestToSeries(teacher, series.id, { test_id: own.id });
    await expect(addTestToSeries(teacher, series.id, { test_id: tests["Mock 1"] })).rejects.toMatchObject({
      kind: "conflict",
      message: "That test is already in the test series JEE Main mock series (unit)",
    });
    await expect(addTestToSeries(teacher, series.id, { test_id: 999_999 })).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(removeTestFromSeries(teacher, series.id, { test_id: tests["Mock 1"] })).rejects.toMatchObject({
      kind: "not_found",
    });
    expect((await db.test.findUnique({ where: { id: tests["Mock 1"] } }))?.seriesId).toBe(seriesId);

    await removeTestFromSeries(teacher, series.id, { test_id: own.id });
    await addTestToSeries(teacher, series.id, { test_id: own.id });
    await deleteSeries(teacher, series.id);
    expect(await db.testSeries.findUnique({ where: { id: series.id } })).toBeNull();
    expect(await db.test.findUnique({ where: { id: own.id } })).toMatchObject({ name: "Loose test", seriesId: null });
  });
});

const hariSubject = async () =>
  (await db.subject.findFirstOrThrow({ where: { batchId: students.Hari.batchId! }, select: { id: true } })).id;
