import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { runJob } from "~/domain/jobs/schedule.server";
import { markHistory } from "~/domain/marks/history.server";
import { setPublished } from "~/domain/marks/publish.server";
import { resultSheet } from "~/domain/marks/sheet.server";
import { createTest } from "~/domain/marks/tests.server";
import { questionAnalysis } from "~/domain/online-tests/analysis.server";
import { answerSheet, importAnswerStringsCsv, saveAnswerStrings } from "~/domain/online-tests/answer-strings.server";
import {
  attemptPage,
  closeOverdueAttemptsJob,
  onlineTestState,
  saveAttemptAnswers,
  startAttempt,
  submitAttempt,
} from "~/domain/online-tests/attempts.server";
import { allowAnotherAttempt, remarkTest, saveQuestions, setWindow } from "~/domain/online-tests/paper.server";
import { exportPaperCsv, readPaperCsv } from "~/domain/online-tests/paper-csv.server";
import { attemptAnswersSchema, attemptPageFormSchema } from "~/schemas/online-tests";

const teacher: User = {
  id: 0,
  email: "t@online.test",
  firstName: "Tara",
  lastName: "T",
  role: "teacher",
  batchId: null,
};
let batchId: number;
let subjectId: number;
let students: User[];

// Twelve questions, so that an attempt has two pages: 1–10 single (B), 11 multiple (AC), 12 numerical 9.8±0.1.
const CSV = [
  "text,option_a,option_b,option_c,option_d,answer,marks,negative_marks",
  ...Array.from({ length: 10 }, (_, i) => `Question ${i + 1},w,right,x,y,B,4,-1`),
  "Pick the metals,iron,neon,copper,argon,AC,4,2",
  "g in m/s²,,,,,9.8±0.1,3,0",
].join("\n");

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Online batch", subjects: { create: { name: "Physics" } } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  students = [];
  for (const name of ["Asha", "Bala", "Chitra", "Dev", "Esha", "Farid"]) {
    const user = await db.user.create({
      data: {
        email: `${name.toLowerCase()}@online.test`,
        firstName: name,
        lastName: "O",
        role: "student",
        batchId,
        access: { create: { subjectId, permitted: true } },
      },
    });
    students.push({ ...user, role: "student" });
  }
  const me = await db.user.create({ data: { email: teacher.email, firstName: "Tara", lastName: "T", role: "admin" } });
  teacher.id = me.id;
});

const T0 = new Date("2026-12-01T04:30:00Z"); // 10:00 at the institute
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function paperTest(name: string, shuffle = false) {
  const testId = (
    await createTest(teacher, batchId, subjectId, { test_name: name, date: "2026-12-01", max_marks: 100 })
  ).test.id;
  await saveQuestions(teacher, testId, await readPaperCsv(Readable.from([CSV])));
  await setWindow(teacher, testId, {
    opens_at: "2026-12-01T09:55",
    closes_at: "2026-12-01T12:00",
    duration_minutes: 60,
    shuffle_options: shuffle,
    solutions_after_close: true,
  });
  return testId;
}

const answersAll = (single: string, multiple: string, number: string) => ({
  answers: {
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), single])),
    "11": multiple,
    "12": number,
  },
});

const marksOf = async (testId: number, student: User) =>
  (await resultSheet(teacher, testId)).rows.find((row) => row.student.id === student.id)?.result;

describe("a question paper", () => {
  it("reads an optional section column, keeps CSVs without it valid, and writes it back", async () => {
    const withSections =
      "text,option_a,option_b,option_c,option_d,answer,marks,section\nQ1,a,b,c,d,A,4,Physics\nQ2,,,,,3,4,";
    const questions = await readPaperCsv(Readable.from([withSections]));
    expect(questions.map((question) => question.section)).toEqual(["Physics", ""]);
    const testId = await paperTest("Sections");
    expect((await readPaperCsv(Readable.from([CSV]))).every((question) => question.section === "")).toBe(true);
    await saveQuestions(teacher, testId, questions);
    const { csv } = await exportPaperCsv(teacher, testId);
    expect(csv.split("\n")[1]).toBe("Q1,a,b,c,d,A,4,0,Physics");
  });

  it("imports the issue's CSV, reports bad lines by number, and downloads the same format", async () => {
    const testId = await paperTest("Round trip");
    const { csv } = await exportPaperCsv(teacher, testId);
    expect(csv.split("\n")[0]).toBe("text,option_a,option_b,option_c,option_d,answer,marks,negative_marks,section");
    expect(await readPaperCsv(Readable.from([csv]))).toEqual(await readPaperCsv(Readable.from([CSV])));
    const bad = `${CSV.split("\n")[0]}\nFine,a,b,c,d,A,4,-1\nNo options,,,,,AB,4,-1\nWhat,a,b,c,d,E5,4,-1`;
    await expect(readPaperCsv(Readable.from([bad]))).rejects.toMatchObject({
      message: "2 lines need fixing; nothing was imported.",
      fieldErrors: {
        "line 3": ["A question answered by letters needs all four options A–D"],
        "line 4": ['The answer "E5" is neither letters A–D nor a number'],
      },
    });
    expect((await db.test.findUniqueOrThrow({ where: { id: testId } })).maxMarks).toBe(47);
  });
});

describe("an attempt", () => {
  it("reads the page's form with the API's schema: the same answers, an overlong one cut, a forged move the next page", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["shown", "1,2,3,x"],
      ["answer_1", "B"],
      ["answer_2", "A"],
      ["answer_2", "C"],
      ["answer_3", ` ${"9".repeat(50)} `],
      ["review_2", "on"],
      ["answer_9", "D"],
      ["move", "__proto__"],
      ["page", "-2"],
    ])
      form.append(name, value);
    const sent = attemptPageFormSchema.parse(form);
    expect(sent).toEqual({
      answers: { "1": "B", "2": "AC", "3": "9".repeat(39) },
      review: [2],
      shown: [1, 2, 3],
      move: "next",
      page: 1,
    });
    expect(attemptAnswersSchema.parse({ answers: { "1": " B ", "2": "AC" } }).answers).toEqual({ "1": "B", "2": "AC" });
  });

  it("keeps the deadline: answers after it (and the grace) are refused and the attempt is submitted as it stood", async () => {
    const testId = await paperTest("Deadline");
    const [asha] = students;
    await startAttempt(asha, testId, T0);
    await saveAttemptAnswers(asha, testId, answersAll("B", "AC", "9.8"), minutes(59));
    // 20 s late: within the grace, saved.
    await saveAttemptAnswers(asha, testId, { answers: { "12": "9.85" } }, new Date(minutes(60).getTime() + 20_000));
    await expect(
      saveAttemptAnswers(asha, testId, { answers: { "1": "C" } }, new Date(minutes(60).getTime() + 31_000)),
    ).rejects.toMatchObject({ kind: "conflict", message: expect.stringContaining("Time is up") });
    expect(await marksOf(testId, asha)).toMatchObject({ attempted: true, marks: 47 });
    const state = await onlineTestState(asha, testId, minutes(62));
    expect(state).toMatchObject({ submitted: true, canStart: false, inProgress: null });
  });

  it("submits an abandoned attempt when its time is over, and caps the deadline at the window's close", async () => {
    const testId = await paperTest("Abandoned");
    const bala = students[1];
    await startAttempt(bala, testId, new Date("2026-12-01T06:00:00Z")); // 11:30: the window closes at 12:00
    const page = await attemptPage(bala, testId, 1, new Date("2026-12-01T06:00:00Z"));
    expect(page.deadline).toEqual(new Date("2026-12-01T06:30:00.000Z"));
    await saveAttemptAnswers(bala, testId, { answers: { "1": "B", "2": "C" } }, new Date("2026-12-01T06:10:00Z"));
    // Pages read after the deadline write nothing: the attempt is over, and waits for the job.
    const late = new Date("2026-12-01T07:00:00Z");
    expect(await onlineTestState(bala, testId, late)).toMatchObject({ submitted: true, inProgress: null });
    await expect(attemptPage(bala, testId, 1, late)).rejects.toMatchObject({ kind: "conflict" });
    expect(await marksOf(testId, bala)).toBeFalsy();
    expect(await db.attempt.findFirstOrThrow({ where: { testId, studentId: bala.id } })).toMatchObject({
      submittedAt: null,
      marks: null,
    });
    // The scheduled job submits it as it stood once the deadline and its grace are past: 06:30:30.
    expect(await runJob(closeOverdueAttemptsJob, new Date("2026-12-01T06:30:20Z"))).toBe(true);
    expect(await marksOf(testId, bala)).toBeFalsy();
    expect(await runJob(closeOverdueAttemptsJob, new Date("2026-12-01T06:30:45Z"))).toBe(true);
    expect(await marksOf(testId, bala)).toMatchObject({ attempted: true, marks: 3 });
  });

  it("is marked when the teacher publishes, even before the job came to it", async () => {
    const testId = await paperTest("Published at once");
    const farid = students[5];
    await startAttempt(farid, testId, T0);
    await saveAttemptAnswers(farid, testId, answersAll("B", "AC", "9.8"), minutes(5));
    await setPublished(teacher, testId, true, { tellFamilies: false, at: minutes(61) });
    expect(await marksOf(testId, farid)).toMatchObject({ attempted: true, marks: 47 });
    expect((await db.attempt.findFirstOrThrow({ where: { testId } })).submittedAt).toEqual(minutes(61));
  });

  it("marks shuffled options right, shows the same order on reload, and allows one attempt unless another is allowed", async () => {
    const testId = await paperTest("Shuffled", true);
    const chitra = students[2];
    await startAttempt(chitra, testId, T0);
    const first = await attemptPage(chitra, testId, 1, T0);
    const again = await attemptPage(chitra, testId, 1, minutes(1));
    expect(again.questions.map((q) => q.options)).toEqual(first.questions.map((q) => q.options));
    const orders = new Set(first.questions.map((q) => q.options.map((o) => o.letter).join("")));
    expect(orders.size).toBeGreaterThan(1);
    // The student picks the option whose text is right, wherever it is shown, and sends its letter.
    const answers = Object.fromEntries(
      first.questions.map((q) => [String(q.position), q.options.find((o) => o.text === "right")?.letter ?? ""]),
    );
    await saveAttemptAnswers(chitra, testId, { answers, page: 2 }, minutes(2));
    expect((await attemptPage(chitra, testId, undefined, minutes(3))).page).toBe(2);
    await submitAttempt(chitra, testId, minutes(4));
    expect(await marksOf(testId, chitra)).toMatchObject({ marks: 40 });
    await expect(startAttempt(chitra, testId, minutes(5))).rejects.toMatchObject({ kind: "conflict" });
    await allowAnotherAttempt(teacher, testId, chitra.id);
    await startAttempt(chitra, testId, minutes(6));
    await saveAttemptAnswers(chitra, testId, answersAll("B", "AC", "9.8"), minutes(7));
    await submitAttempt(chitra, testId, minutes(8));
    expect(await marksOf(testId, chitra)).toMatchObject({ marks: 47 });
  });

  it("re-marks after a change of the answer key, and the history shows it", async () => {
    const testId = await paperTest("Re-mark");
    const dev = students[3];
    await startAttempt(dev, testId, T0);
    await saveAttemptAnswers(dev, testId, answersAll("C", "AC", "9.8"), minutes(1)); // 10 wrong: -10 + 7
    await submitAttempt(dev, testId, minutes(2));
    expect(await marksOf(testId, dev)).toMatchObject({ marks: 0 });
    const changed = await readPaperCsv(
      Readable.from([CSV.replace("Question 1,w,right,x,y,B", "Question 1,w,right,x,y,C")]),
    );
    await expect(saveQuestions(teacher, testId, changed)).rejects.toMatchObject({ kind: "conflict" });
    // Wording alone may change.
    const typo = await readPaperCsv(Readable.from([CSV.replace("Question 1,", "Question one,")]));
    await saveQuestions(teacher, testId, typo);
    await saveQuestions(teacher, testId, changed, true);
    expect(await marksOf(testId, dev)).toMatchObject({ marks: 2 }); // 4 - 9 + 7
    const history = await markHistory(teacher, testId, dev.id);
    expect(history.changes.map((change) => [change.old, change.new, change.changedBy])).toEqual([
      ["0", "2", "Tara T"],
      [null, "0", "Dev O (online test)"],
    ]);
    expect((await remarkTest(teacher, testId)).remarked).toBe(1);
  });
});

describe("answer strings", () => {
  it("give the same marks as online attempts with the same answers, typed or from an OMR CSV", async () => {
    const online = await paperTest("Online twin");
    const paper = await paperTest("Paper twin");
    const sets = ["BBBBBBBBBB,AC,9.8", "BCBC-BBBBB,A,9.95", "----------,-,-", "CCCCCCCCCC,CA,9.7", "B-B-B-B-B-,AC,1"];
    const five = students.slice(0, 5);
    for (const [index, student] of five.entries()) {
      const parts = sets[index].split(",");
      const answers = Object.fromEntries(
        [...parts[0]]
          .map((c, i) => [String(i + 1), c === "-" ? "" : c])
          .concat([
            ["11", parts[1] === "-" ? "" : parts[1]],
            ["12", parts[2] === "-" ? "" : parts[2]],
          ]),
      );
      await startAttempt(student, online, T0);
      await saveAttemptAnswers(student, online, { answers }, minutes(1));
      await submitAttempt(student, online, minutes(2));
    }
    const strings = five.map((student, index) => {
      const [letters, multiple, number] = sets[index].split(",");
      return { student_id: student.id, answers: [...letters, multiple, number].join(",") };
    });
    await saveAnswerStrings(teacher, paper, strings.slice(0, 3));
    // The last two from a scanner's CSV: roll numbers and answer strings.
    const sheet = await answerSheet(teacher, paper);
    const roll = (student: User) => sheet.rows.find((row) => row.studentId === student.id)?.rollNo;
    const csv = `roll_no,answers\n${five
      .slice(3)
      .map((s, i) => `${roll(s)},"${strings[3 + i].answers}"`)
      .join("\n")}\n`;
    const imported = await importAnswerStringsCsv(teacher, paper, Readable.from([csv]));
    expect(imported.problems).toEqual([]);
    // The screen sends the imported rows back as its form's rows.
    const reviewed = imported.rows.map((row) => ({ student_id: row.studentId, answers: row.answers }));
    await saveAnswerStrings(teacher, paper, reviewed);
    for (const student of five) {
      expect((await marksOf(paper, student))?.marks).toBe((await marksOf(online, student))?.marks);
    }
    expect((await marksOf(paper, five[0]))?.marks).toBe(47);
    await expect(saveAnswerStrings(teacher, paper, [{ student_id: five[0].id, answers: "AB" }])).rejects.toMatchObject({
      fieldErrors: { "rows[0].answers": ["The answer string has 2 answers; the paper has 12 questions"] },
    });
    const analysis = await questionAnalysis(teacher, paper);
    expect(analysis.students).toBe(5);
    expect(analysis.questions[0]).toMatchObject({ correct: 60, wrong: 20, unattempted: 20, mostChosenWrong: "C" });
  });
});
