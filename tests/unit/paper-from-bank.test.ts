import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { addBankQuestion } from "~/domain/bank/questions.server";
import { setPublished } from "~/domain/marks/publish.server";
import { createTest } from "~/domain/marks/tests.server";
import { questionAnalysis } from "~/domain/online-tests/analysis.server";
import { answerSheet } from "~/domain/online-tests/answer-strings.server";
import {
  attemptPage,
  attemptReview,
  finishSection,
  saveAttemptAnswers,
  startAttempt,
  submitAttempt,
} from "~/domain/online-tests/attempts.server";
import { setWindow } from "~/domain/online-tests/paper.server";
import { drawFor, paperFromBank } from "~/domain/online-tests/paper-from-bank.server";
import { bankQuestionSchema } from "~/schemas/bank";
import { type PaperRecipe, paperFromBankSchema } from "~/schemas/paper-from-bank";

const teacher: User = { id: 0, email: "t@bank.test", firstName: "Tara", lastName: "T", role: "teacher", batchId: null };
let student: User;
let classmate: User;
let batchId: number;
let subjectId: number;

// Subjects of this file's own, so that other files' questions in the same database never join its draws.
const SUBJECTS = {
  "Physics (papers)": ["Kinematics", "Optics"],
  "Chemistry (papers)": ["Mole concept"],
  "Mathematics (papers)": ["Calculus"],
};
const DIFFICULTIES = ["easy", "medium", "hard"] as const;

/** Four questions of each difficulty in each chapter, answered B, with a formula and a solution. */
beforeAll(async () => {
  const by = { id: null, name: "Tara T" };
  for (const [subject, chapters] of Object.entries(SUBJECTS))
    for (const chapter of chapters)
      for (const difficulty of DIFFICULTIES)
        for (let n = 1; n <= 4; n++)
          await db.$transaction((tx) =>
            addBankQuestion(
              tx,
              bankQuestionSchema.parse({
                subject,
                chapter,
                difficulty,
                text: `${chapter} ${difficulty} ${n}: find $\\frac{${n}}{2}mv^2$`,
                option_a: "1",
                option_b: "2",
                option_c: "3",
                option_d: "4",
                answer: "B",
                solution: `Use $E = \\frac{1}{2}mv^2$ (${chapter} ${n}).`,
              }),
              by,
            ),
          );
  const batch = await db.batch.create({
    data: { name: "JEE 2027", subjects: { create: { name: "Mock tests" } } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  const user = await db.user.create({
    data: {
      email: "asha@bank.test",
      firstName: "Asha",
      lastName: "K",
      role: "student",
      batchId,
      access: { create: { subjectId, permitted: true } },
    },
  });
  student = { ...user, role: "student" };
  const other = await db.user.create({
    data: {
      email: "bala@bank.test",
      firstName: "Bala",
      lastName: "K",
      role: "student",
      batchId,
      access: { create: { subjectId, permitted: true } },
    },
  });
  classmate = { ...other, role: "student" };
  teacher.id = (
    await db.user.create({ data: { email: teacher.email, firstName: "Tara", lastName: "T", role: "admin" } })
  ).id;
});

const chapters = (name: string) => {
  const subject = `${name} (papers)` as keyof typeof SUBJECTS;
  return SUBJECTS[subject].map((chapter) => ({ subject, chapter }));
};

const recipe = (seed: string, timing: "one" | "each" = "each"): PaperRecipe =>
  paperFromBankSchema.parse({
    section_timing: timing,
    duration_minutes: 180,
    seed,
    sections: [
      {
        name: "Physics",
        chapters: chapters("Physics"),
        easy: 2,
        medium: 2,
        hard: 1,
        marks: 4,
        negative_marks: 1,
        duration_minutes: 60,
      },
      {
        name: "Chemistry",
        chapters: chapters("Chemistry"),
        easy: 1,
        medium: 1,
        hard: 1,
        marks: 4,
        negative_marks: 1,
        duration_minutes: 60,
      },
      {
        name: "Mathematics",
        chapters: chapters("Mathematics"),
        easy: 1,
        medium: 1,
        hard: 1,
        marks: 4,
        negative_marks: 1,
        duration_minutes: 60,
      },
    ],
  });

async function newTest(name: string) {
  return (await createTest(teacher, batchId, subjectId, { test_name: name, date: "2026-12-01", max_marks: 100 })).test
    .id;
}

const paperOf = (testId: number) =>
  db.question.findMany({
    where: { testId },
    orderBy: { position: "asc" },
    select: { bankQuestionId: true, bankVersion: true, section: true, chapter: true, marks: true, negativeMarks: true },
  });

describe("a paper from the bank", () => {
  it("draws each section's counts by difficulty from its chapters, the same again with the same seed", async () => {
    const first = await newTest("Mock 1");
    const saved = await paperFromBank(teacher, first, recipe("jee-1"));
    expect(saved).toMatchObject({ questions: 11, maxMarks: 44, seed: "jee-1" });
    const drawn = await paperOf(first);
    expect(drawn.map((question) => question.section)).toEqual([
      ...Array(5).fill("Physics"),
      ...Array(3).fill("Chemistry"),
      ...Array(3).fill("Mathematics"),
    ]);
    expect(new Set(drawn.map((question) => question.bankQuestionId)).size).toBe(11);
    expect(
      drawn.filter((question) => question.section === "Chemistry").every((q) => q.chapter === "Mole concept"),
    ).toBe(true);
    expect(drawn[0]).toMatchObject({ marks: 4, negativeMarks: -1, bankVersion: 1 });
    const difficulties = await db.bankQuestion.findMany({
      where: { id: { in: drawn.slice(0, 5).map((question) => question.bankQuestionId as number) } },
      select: { difficulty: true },
    });
    expect(difficulties.map((question) => question.difficulty).sort()).toEqual([
      "easy",
      "easy",
      "hard",
      "medium",
      "medium",
    ]);

    const again = await newTest("Mock 1 again");
    await paperFromBank(teacher, again, recipe("jee-1"));
    expect((await paperOf(again)).map((q) => q.bankQuestionId)).toEqual(drawn.map((q) => q.bankQuestionId));
    const other = await newTest("Mock 2");
    await paperFromBank(teacher, other, recipe("jee-2"));
    expect((await paperOf(other)).map((q) => q.bankQuestionId)).not.toEqual(drawn.map((q) => q.bankQuestionId));

    const sections = await db.paperSection.findMany({ where: { testId: first }, orderBy: { position: "asc" } });
    expect(sections.map((section) => [section.name, section.durationMinutes])).toEqual([
      ["Physics", 60],
      ["Chemistry", 60],
      ["Mathematics", 60],
    ]);
  });

  it("says which count the chapters cannot fill, and changes nothing", async () => {
    const testId = await newTest("Too many");
    const greedy = recipe("x");
    greedy.sections[1].hard = 5;
    await expect(paperFromBank(teacher, testId, greedy)).rejects.toMatchObject({
      kind: "invalid",
      fieldErrors: { "sections[1].hard": [expect.stringContaining("only")] },
    });
    expect(await db.question.count({ where: { testId } })).toBe(0);
    const parsed = paperFromBankSchema.safeParse({
      section_timing: "each",
      sections: [{ name: "Physics", chapters: [], easy: 2 }],
    });
    expect(parsed.success).toBe(false);
  });

  it("keeps the version a paper copied when the bank's question changes later", async () => {
    const testId = await newTest("Versions");
    await paperFromBank(teacher, testId, recipe("v"));
    const [question] = await db.question.findMany({ where: { testId }, orderBy: { position: "asc" }, take: 1 });
    await db.bankQuestion.update({
      where: { id: question.bankQuestionId as number },
      data: { text: "Changed later", version: 2 },
    });
    const kept = await db.question.findUniqueOrThrow({ where: { id: question.id } });
    expect(kept.text).toBe(question.text);
    expect(kept.bankVersion).toBe(1);
  });
});

const T0 = new Date("2026-12-01T04:30:00Z"); // 10:00 at the institute
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe("sections with their own clock", () => {
  it("closes each section on the server's clock, refuses answers after, and shows the palette and solutions", async () => {
    const testId = await newTest("Sectioned mock");
    await paperFromBank(teacher, testId, recipe("clock"));
    await setWindow(teacher, testId, {
      opens_at: "2026-12-01T09:55",
      closes_at: "2026-12-01T14:00",
      duration_minutes: 180,
      shuffle_options: false,
      solutions_after_close: false,
    });
    await startAttempt(student, testId, at(0));

    const physics = await attemptPage(student, testId, undefined, at(1));
    expect(physics.section).toBe("Physics");
    expect(physics.questions.map((question) => question.position)).toEqual([1, 2, 3, 4, 5]);
    expect(physics.sections.map((section) => section.state)).toEqual(["current", "to_come", "to_come"]);
    expect(physics.sections[0].secondsLeft).toBe(59 * 60);
    // Only the section being taken is open: a page of Chemistry is not shown yet.
    expect((await attemptPage(student, testId, 2, at(1))).section).toBe("Physics");
    expect(physics.palette.find((item) => item.position === 6)).toMatchObject({ state: "not_visited", open: false });

    await saveAttemptAnswers(
      student,
      testId,
      { answers: { "1": "B", "2": "A" }, shown: [1, 2, 3, 4, 5], review: [3] },
      at(20),
    );
    const palette = (await attemptPage(student, testId, undefined, at(21))).palette;
    expect(palette.slice(0, 6).map((item) => item.state)).toEqual([
      "answered",
      "answered",
      "review",
      "unanswered",
      "unanswered",
      "not_visited",
    ]);
    // The twenty minutes on the page are shared among its five questions.
    const seconds = JSON.parse((await db.attempt.findFirstOrThrow({ where: { testId } })).seconds);
    expect(seconds).toEqual({ "1": 240, "2": 240, "3": 240, "4": 240, "5": 240 });

    // Physics closed at 60 minutes; an answer to it after its grace is refused, and nothing of it is saved.
    await expect(
      saveAttemptAnswers(student, testId, { answers: { "4": "B" }, shown: [4] }, at(61)),
    ).rejects.toMatchObject({ kind: "conflict", fieldErrors: { section: [expect.anything()] } });
    const chemistry = await attemptPage(student, testId, 1, at(61));
    expect(chemistry.section).toBe("Chemistry");
    expect(chemistry.questions.map((question) => question.position)).toEqual([6, 7, 8]);
    expect(chemistry.questions.find((question) => question.position === 4)).toBeUndefined();
    await saveAttemptAnswers(student, testId, { answers: { "6": "B" }, shown: [6, 7, 8] }, at(70));

    // 'Finish section' starts Mathematics now with its full hour; the test's deadline comes forward.
    await finishSection(student, testId, at(80));
    const maths = await attemptPage(student, testId, undefined, at(81));
    expect(maths.section).toBe("Mathematics");
    expect(maths.sections.map((section) => section.state)).toEqual(["closed", "closed", "current"]);
    expect(maths.deadline).toEqual(at(140));
    await expect(saveAttemptAnswers(student, testId, { answers: { "7": "B" } }, at(82))).rejects.toMatchObject({
      kind: "conflict",
    });
    await saveAttemptAnswers(student, testId, { answers: { "9": "B", "10": "B" }, shown: [9, 10, 11] }, at(90));
    await expect(finishSection(student, testId, at(91))).rejects.toMatchObject({ kind: "conflict" });
    await submitAttempt(student, testId, at(95));

    // 1, 6, 9, 10 right (+16), 2 wrong (−1).
    await setPublished(teacher, testId, true);
    const review = await attemptReview(student, testId, at(200));
    expect(review?.total).toBe(15);
    expect(review?.questions[0].solution).toContain("\\frac{1}{2}mv^2");
  });

  it("keeps one clock for a paper whose sections open in any order", async () => {
    const testId = await newTest("One clock");
    await paperFromBank(teacher, testId, recipe("one", "one"));
    await setWindow(teacher, testId, {
      opens_at: "2026-12-01T09:55",
      closes_at: "2026-12-01T14:00",
      duration_minutes: 180,
      shuffle_options: false,
      solutions_after_close: true,
    });
    await startAttempt(student, testId, at(0));
    const maths = await attemptPage(student, testId, 3, at(1));
    expect(maths.section).toBe("Mathematics");
    expect(maths.sections).toEqual([]);
    await saveAttemptAnswers(student, testId, { answers: { "9": "B" } }, at(2));
    await saveAttemptAnswers(student, testId, { answers: { "1": "B" } }, at(170));
    await expect(finishSection(student, testId, at(171))).rejects.toMatchObject({ kind: "conflict" });
  });
});

describe("a draw of their own for each student", () => {
  it("gives each student the recipe's counts from a pool three times as large, marked on their own questions", async () => {
    const testId = await newTest("Own draws");
    const own = recipe("own", "one");
    own.draw = "each";
    own.sections = own.sections.slice(0, 1).map((section) => ({ ...section, easy: 1, medium: 1, hard: 1 }));
    // Physics: 1 easy, 1 medium, 1 hard each, from a pool of 3 of each; 12 marks a student.
    expect(await paperFromBank(teacher, testId, own)).toMatchObject({ questions: 9, maxMarks: 12 });
    await setWindow(teacher, testId, {
      opens_at: "2026-12-01T09:55",
      closes_at: "2026-12-01T14:00",
      duration_minutes: 60,
      shuffle_options: false,
      solutions_after_close: false,
    });
    await startAttempt(student, testId, at(0));
    await startAttempt(classmate, testId, at(0));
    const [asha, bala] = await Promise.all(
      [student, classmate].map((who) => attemptPage(who, testId, undefined, at(1))),
    );
    expect(asha.palette.map((item) => item.number)).toEqual([1, 2, 3]);
    expect(bala.palette).toHaveLength(3);
    // The draw is the student's own: ten students do not all get the same three questions.
    const draws = await Promise.all(Array.from({ length: 10 }, (_, n) => drawFor(db, testId, 1000 + n)));
    expect(new Set(draws.map((draw) => JSON.stringify(draw))).size).toBeGreaterThan(1);
    expect(await drawFor(db, testId, student.id)).toEqual(asha.questions.map((q) => q.position));
    const pool = await db.question.findMany({ where: { testId }, select: { position: true, difficulty: true } });
    const difficulty = new Map(pool.map((question) => [question.position, question.difficulty]));
    for (const page of [asha, bala])
      expect(page.questions.map((q) => difficulty.get(q.position)).sort()).toEqual(["easy", "hard", "medium"]);

    // Each answers their first question right (B) and the rest wrong; an answer to another's question is not kept.
    const notHers = pool.find((question) => !asha.questions.some((q) => q.position === question.position));
    for (const [who, page] of [
      [student, asha],
      [classmate, bala],
    ] as const) {
      const answers = Object.fromEntries(
        page.questions.map((q, index) => [String(q.position), index === 0 ? "B" : "A"]),
      );
      await saveAttemptAnswers(who, testId, { answers: { ...answers, [String(notHers?.position)]: "B" } }, at(10));
      await submitAttempt(who, testId, at(11));
    }
    const saved = JSON.parse((await db.attempt.findFirstOrThrow({ where: { testId, studentId: student.id } })).answers);
    expect(Object.keys(saved)).toHaveLength(3);
    // 4 for the right one, −1 for each of two wrong: 2 each, out of 12.
    const results = await db.result.findMany({ where: { testId }, select: { marks: true } });
    expect(results.map((result) => result.marks)).toEqual([2, 2]);
    await setPublished(teacher, testId, true);
    const review = await attemptReview(student, testId, at(300));
    expect(review?.questions.map((question) => question.number)).toEqual([1, 2, 3]);
    expect(review?.total).toBe(2);
    // The analysis counts each question among those who were given it; answer strings need one paper for all.
    const analysis = await questionAnalysis(teacher, testId);
    const first = analysis.questions.find((question) => question.position === asha.questions[0].position);
    expect(first?.correct).toBeGreaterThan(0);
    await expect(answerSheet(teacher, testId)).rejects.toMatchObject({ kind: "conflict" });
  });
});
