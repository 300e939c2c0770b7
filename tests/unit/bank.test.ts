import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { bankDuplicates, mergeDuplicates } from "~/domain/bank/duplicates.server";
import { bankChapters, listBankQuestions } from "~/domain/bank/list.server";
import { setBankQuestionImage } from "~/domain/bank/question-figures.server";
import { bankQuestionHistory } from "~/domain/bank/question-versions.server";
import { createBankQuestion, editBankQuestion, removeBankQuestion } from "~/domain/bank/questions.server";
import { bankQuestionRecord } from "~/domain/bank/record.server";
import { newTempPath } from "~/domain/files/received-files.server";
import { readSiteImage } from "~/domain/site/images.server";
import { bankSearchSchema, editBankQuestionSchema, newBankQuestionSchema } from "~/schemas/bank";
import { failure } from "../support/unit-weeks";

// The question bank: versions kept per save (none for a save that changes nothing), a resent form adding once,
// filters and the chapters' counts, duplicates merged, and a question's record over its uses counted by hand.

const teacher: User = {
  id: 0,
  email: "bank@unit.test",
  firstName: "Bina",
  lastName: "K",
  role: "teacher",
  batchId: null,
};
let batchId: number;
let subjectId: number;
let students: User[];

/** A question as the form writes it; each test's subject is its own, since the bank is one table for the whole run. */
const written = (fields: Record<string, unknown>) => ({
  subject: "Physics",
  chapter: "Kinematics",
  difficulty: "medium",
  text: "A ball falls for $t$ seconds. How far?",
  option_a: "$\\frac{1}{2}gt^2$",
  option_b: "$gt$",
  option_c: "$2gt$",
  option_d: "$gt^2$",
  answer: "A",
  solution: "From $s = ut + \\frac{1}{2}at^2$ with $u = 0$.",
  ...fields,
});

const add = (fields: Record<string, unknown>, key?: string) =>
  createBankQuestion(teacher, newBankQuestionSchema.parse({ ...written(fields), idempotency_key: key }));

const edit = (id: number, fields: Record<string, unknown>) =>
  editBankQuestion(teacher, id, editBankQuestionSchema.parse(written(fields)));

const search = (fields: Record<string, unknown>) => listBankQuestions(teacher, bankSearchSchema.parse(fields));

beforeAll(async () => {
  const me = await db.user.create({ data: { email: teacher.email, firstName: "Bina", lastName: "K", role: "admin" } });
  teacher.id = me.id;
  const batch = await db.batch.create({
    data: { name: "Bank unit batch", subjects: { create: { name: "Physics" } } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  students = [];
  for (const name of ["Anu", "Bhanu", "Charu", "Dinu", "Eshu", "Firu"]) {
    const user = await db.user.create({
      data: { email: `${name.toLowerCase()}@bank.unit.test`, firstName: name, lastName: "B", role: "student", batchId },
    });
    students.push({ ...user, role: "student" });
  }
});

describe("saving a question", () => {
  it("keeps each save as the next version with who saved it, and a save that changes nothing writes none", async () => {
    const { id } = await add({ subject: "Versions" });
    const saved = await edit(id, { subject: "Versions", text: "A ball falls from rest for $t$ seconds. How far?" });
    expect(saved).toMatchObject({ version: 2, changed: true });
    const again = await edit(id, { subject: "Versions", text: "A ball falls from rest for $t$ seconds. How far?" });
    expect(again).toMatchObject({ version: 2, changed: false });

    const history = await bankQuestionHistory(teacher, id);
    expect(history.map((version) => [version.version, version.savedBy, version.changed])).toEqual([
      [2, "Bina K", ["text"]],
      [1, "Bina K", []],
    ]);
    expect(history[1].content.text).toBe("A ball falls for $t$ seconds. How far?");
    expect(await db.bankQuestion.findUniqueOrThrow({ where: { id } })).toMatchObject({ version: 2 });
  });

  it("refuses a change drawn from an older version, and saves nothing", async () => {
    const { id } = await add({ subject: "Stale" });
    await edit(id, { subject: "Stale", chapter: "Motion" });
    const stale = { ...written({ subject: "Stale", chapter: "Kinematics", difficulty: "hard" }), version: "1" };
    const refused = await failure(editBankQuestion(teacher, id, editBankQuestionSchema.parse(stale)));
    expect(refused.kind).toBe("conflict");
    expect(await db.bankQuestionVersion.count({ where: { questionId: id } })).toBe(2);
    expect(await db.bankQuestion.findUniqueOrThrow({ where: { id } })).toMatchObject({ chapter: "Motion", version: 2 });
  });

  it("adds a form sent twice once, and refuses its key for another question", async () => {
    const first = await add({ subject: "Resent" }, "bank-form-key-1");
    const again = await add({ subject: "Resent" }, "bank-form-key-1");
    expect(again.id).toBe(first.id);
    expect(await db.bankQuestion.count({ where: { subject: "Resent" } })).toBe(1);
    const other = await failure(add({ subject: "Resent", text: "Another question" }, "bank-form-key-1"));
    expect(other.kind).toBe("conflict");
    expect(await db.bankQuestion.count({ where: { subject: "Resent" } })).toBe(1);
  });

  it("reads the type from the answer as a paper's CSV does", async () => {
    const numerical = await add({
      subject: "Kinds",
      answer: "9.8±0.1",
      option_a: "",
      option_b: "",
      option_c: "",
      option_d: "",
    });
    const several = await add({ subject: "Kinds", answer: "ca" });
    expect(await db.bankQuestion.findUniqueOrThrow({ where: { id: numerical.id } })).toMatchObject({
      kind: "numerical",
      answer: "9.8",
      tolerance: 0.1,
    });
    expect(await db.bankQuestion.findUniqueOrThrow({ where: { id: several.id } })).toMatchObject({
      kind: "multiple",
      answer: "AC",
    });
  });
});

describe("the list and the chapters", () => {
  it("filters by subject, chapter, difficulty, type and words, and counts each chapter's difficulties", async () => {
    const subject = "Filters";
    const easy = await add({ subject, chapter: "Optics", difficulty: "easy", text: "Why is the sky blue?" });
    const hard = await add({ subject, chapter: "Optics", difficulty: "hard", text: "A lens of focal length $f$…" });
    const numeric = await add({
      subject,
      chapter: "Heat",
      difficulty: "hard",
      text: "Heat needed to warm 1 kg of water by 1 K?",
      answer: "4200",
      option_a: "",
      option_b: "",
      option_c: "",
      option_d: "",
    });
    const ids = async (fields: Record<string, unknown>) =>
      (await search({ subject, ...fields })).questions.map((question) => question.id);
    expect(await ids({})).toEqual([numeric.id, hard.id, easy.id]);
    expect(await ids({ chapter: "Optics" })).toEqual([hard.id, easy.id]);
    expect(await ids({ difficulty: "hard" })).toEqual([numeric.id, hard.id]);
    expect(await ids({ kind: "numerical" })).toEqual([numeric.id]);
    expect(await ids({ q: "SKY blue" })).toEqual([easy.id]);
    expect(await ids({ chapter: "Optics", difficulty: "easy" })).toEqual([easy.id]);

    expect(await bankChapters(subject)).toEqual([
      { subject, chapter: "Heat", easy: 0, medium: 0, hard: 1 },
      { subject, chapter: "Optics", easy: 1, medium: 0, hard: 1 },
    ]);
    await removeBankQuestion(teacher, hard.id);
    expect(await bankChapters(subject)).toEqual([
      { subject, chapter: "Heat", easy: 0, medium: 0, hard: 1 },
      { subject, chapter: "Optics", easy: 1, medium: 0, hard: 0 },
    ]);
  });
});

/** A test whose paper uses bank questions at the given positions, with the given submitted attempts. */
async function paperWith(
  name: string,
  uses: { position: number; bankQuestionId: number }[],
  attempts: {
    student: User;
    marks: number;
    answers: Record<number, string>;
    seconds: Record<number, number>;
    submitted?: boolean;
  }[],
) {
  const test = await db.test.create({ data: { name, date: "2026-12-01", batchId, subjectId } });
  await db.questionPaper.create({ data: { testId: test.id } });
  for (const use of uses)
    await db.question.create({
      data: {
        testId: test.id,
        position: use.position,
        kind: "single",
        text: "copied",
        optionA: "a",
        optionB: "b",
        optionC: "c",
        optionD: "d",
        answer: "B",
        marks: 4,
        negativeMarks: -1,
        bankQuestionId: use.bankQuestionId,
        bankVersion: 1,
      },
    });
  for (const attempt of attempts)
    await db.attempt.create({
      data: {
        testId: test.id,
        studentId: attempt.student.id,
        deadline: new Date("2026-12-01T06:00:00Z"),
        submittedAt: attempt.submitted === false ? null : new Date("2026-12-01T05:00:00Z"),
        marks: attempt.marks,
        answers: JSON.stringify(attempt.answers),
        seconds: JSON.stringify(attempt.seconds),
      },
    });
  return test.id;
}

describe("duplicates and a question's record", () => {
  it("merges the duplicates the teacher picks into the kept one, whose record then counts their uses", async () => {
    const subject = "Records";
    const kept = await add({ subject, text: "What is 2 + 2?", answer: "B" });
    const duplicate = await add({ subject, chapter: "Arithmetic", text: "what is 2+2", answer: "B" });
    const elsewhere = await add({ subject: "Records elsewhere", text: "What is 2 + 2?", answer: "B" });

    const group = (await bankDuplicates(teacher)).find((one) => one.subject === subject);
    expect(group?.questions.map((question) => question.id)).toEqual([kept.id, duplicate.id]);
    expect((await bankDuplicates(teacher)).some((one) => one.subject === "Records elsewhere")).toBe(false);

    // Paper A: six takers; position 1 is the kept question (key B). By hand: right are Anu, Bhanu, Dinu (3 of 6);
    // the top third (20, 16 marks) both right, the bottom third (4, 0) neither; Eshu's time was not kept.
    const [anu, bhanu, charu, dinu, eshu, firu] = students;
    await paperWith(
      "Record test A",
      [{ position: 1, bankQuestionId: kept.id }],
      [
        { student: anu, marks: 20, answers: { 1: "B" }, seconds: { 1: 30 } },
        { student: bhanu, marks: 16, answers: { 1: "B" }, seconds: { 1: 40 } },
        { student: charu, marks: 12, answers: { 1: "C" }, seconds: { 1: 50 } },
        { student: dinu, marks: 8, answers: { 1: "B" }, seconds: { 1: 60 } },
        { student: eshu, marks: 4, answers: {}, seconds: {} },
        { student: firu, marks: 0, answers: { 1: "A" }, seconds: { 1: 20 } },
      ],
    );
    // Paper B uses the duplicate at position 2: three takers, right are Anu ("b" is B) and Charu; top third is Anu
    // (right), bottom third Charu (right). Dinu has not submitted: not counted.
    await paperWith(
      "Record test B",
      [{ position: 2, bankQuestionId: duplicate.id }],
      [
        { student: anu, marks: 9, answers: { 2: "b" }, seconds: { 2: 10 } },
        { student: bhanu, marks: 5, answers: { 2: "D" }, seconds: { 2: 20 } },
        { student: charu, marks: 1, answers: { 2: "B" }, seconds: { 2: 30 } },
        { student: dinu, marks: 0, answers: { 2: "B" }, seconds: { 2: 5 }, submitted: false },
      ],
    );

    expect(await bankQuestionRecord(teacher, kept.id)).toMatchObject({
      takers: 6,
      right: 3,
      rightPercent: 50,
      topThirdPercent: 100,
      bottomThirdPercent: 0,
      averageSeconds: 40, // (30 + 40 + 50 + 60 + 20) / 5
    });

    const refused = await failure(mergeDuplicates(teacher, { keep: kept.id, merge: [elsewhere.id] }));
    expect(refused.kind).toBe("invalid");
    expect(await db.bankQuestion.findUniqueOrThrow({ where: { id: elsewhere.id } })).toMatchObject({
      mergedIntoId: null,
    });

    await mergeDuplicates(teacher, { keep: kept.id, merge: [kept.id, duplicate.id] });
    expect(await db.bankQuestion.findUniqueOrThrow({ where: { id: duplicate.id } })).toMatchObject({
      mergedIntoId: kept.id,
    });
    expect((await bankDuplicates(teacher)).some((one) => one.subject === subject)).toBe(false);
    expect(await bankChapters(subject)).toEqual([{ subject, chapter: "Kinematics", easy: 0, medium: 1, hard: 0 }]);
    const record = await bankQuestionRecord(teacher, kept.id);
    expect(record).toMatchObject({
      takers: 9,
      right: 5,
      rightPercent: 56, // 5 of 9
      topThirdPercent: 100, // Anu and Bhanu of A, Anu of B: 3 of 3
      bottomThirdPercent: 33, // Eshu and Firu of A wrong, Charu of B right: 1 of 3
      averageSeconds: 33, // (30 + 40 + 50 + 60 + 20 + 10 + 20 + 30) / 8 = 32.5
    });
    expect(record.uses.map((use) => [use.testName, use.takers, use.right])).toEqual([
      ["Record test A", 6, 3],
      ["Record test B", 3, 2],
    ]);
  });
});

describe("images", () => {
  it("keeps an image file a paper's question still shows when the bank's image is replaced or removed", async () => {
    const { id } = await add({ subject: "Figures" });
    const png = async (colour: string) => {
      const path = await newTempPath();
      const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
      await writeFile(path, bytes);
      return { path, size: bytes.byteLength };
    };
    const first = await setBankQuestionImage(teacher, id, "B", { alt: "A ramp" }, await png("#123456"));
    const firstKey = first.image?.url.match(/site-images\/([0-9a-f]+)-1x/)?.[1] as string;
    expect(JSON.parse((await db.bankQuestion.findUniqueOrThrow({ where: { id } })).optionImages).B).toMatchObject({
      key: firstKey,
      alt: "A ramp",
    });
    // A paper made from the question copied the option's image.
    const testId = await paperWith("Figures test", [{ position: 1, bankQuestionId: id }], []);
    await db.question.update({
      where: { testId_position: { testId, position: 1 } },
      data: { optionImages: JSON.stringify({ B: { key: firstKey, width: 300, height: 200, alt: "A ramp" } }) },
    });
    const second = await setBankQuestionImage(teacher, id, "B", { alt: "A steeper ramp" }, await png("#654321"));
    const secondKey = second.image?.url.match(/site-images\/([0-9a-f]+)-1x/)?.[1] as string;
    expect(await readSiteImage(`${firstKey}-1x.webp`)).not.toBeNull();

    await removeBankQuestion(teacher, id);
    expect(await readSiteImage(`${firstKey}-1x.webp`)).not.toBeNull();
    expect(await readSiteImage(`${secondKey}-1x.webp`)).toBeNull();
  });

  it("refuses an upload without a file, and one for a question not in the bank", async () => {
    const { id } = await add({ subject: "Figures refused" });
    expect((await failure(setBankQuestionImage(teacher, id, "question", { alt: "x" }, null))).kind).toBe("invalid");
    expect((await failure(setBankQuestionImage(teacher, 999_999, "question", { alt: "x" }, null))).kind).toBe(
      "not_found",
    );
  });
});
