import { config } from "~/config.server";
import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import type { NewQuestion, TestWindow } from "~/schemas/online-tests";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { studentsOnSheetsOf } from "../access/rules.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { instantOf, wallClock } from "../core/time.server";
import type { QuestionKind } from "../marks/marking";
import { findTest, registeredStudents } from "../marks/tests.server";
import { recipeOf } from "./paper-from-bank.server";
import { imageKeysOf, optionImages, questionImage, releaseQuestionImages } from "./question-images.server";
import { answerKey, countingAttempts, recordMarks } from "./record-marks.server";
import { paperSections } from "./section-clock.server";

const LOCKED =
  "Answers and marks are locked once students have started this test. To change them, tick 'Re-mark every attempt' and import again: every changed mark goes into the mark history.";

/** "YYYY-MM-DDTHH:MM" at the institute as the instant it is, and back (what a datetime-local box shows). */
const instantOfWallTime = (text: string) => {
  const [year, month, day, hour, minute] = text.split(/[-T:]/).map(Number);
  return instantOf(year, month, day, hour, minute, config.INSTITUTE_TIMEZONE);
};
const pad = (value: number) => String(value).padStart(2, "0");
export const wallTimeOf = (instant: Date) => {
  const clock = wallClock(instant, config.INSTITUTE_TIMEZONE);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
};

/** The test a paper belongs to, with what its pages need to link back to its subject. */
export type PaperTest = { id: number; name: string; maxMarks: number; batchId: number; subjectId: number };

export const paperTestOf = (test: PaperTest): PaperTest => ({
  id: test.id,
  name: test.name,
  maxMarks: test.maxMarks,
  batchId: test.batchId,
  subjectId: test.subjectId,
});

/** The teacher's view of a test's paper: settings, questions with their key, and whether it is locked. */
export async function getPaper(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const [paper, questions, attempts, sections] = await Promise.all([
    db.questionPaper.findUnique({ where: { testId } }),
    db.question.findMany({ where: { testId }, orderBy: { position: "asc" } }),
    db.attempt.count({ where: { testId } }),
    paperSections(db, testId),
  ]);
  return {
    test: { ...paperTestOf(test), published: test.publishedAt !== null },
    window:
      paper?.opensAt && paper.closesAt
        ? { opensAt: paper.opensAt, closesAt: paper.closesAt, durationMinutes: paper.durationMinutes }
        : null,
    shuffleOptions: paper?.shuffleOptions ?? false,
    solutionsAfterClose: paper?.solutionsAfterClose ?? true,
    sectionTiming: paper?.sectionTiming ?? "one",
    sections,
    seed: recipeOf(paper?.recipe ?? "")?.seed ?? null,
    questions: questions.map((question) => ({
      position: question.position,
      kind: question.kind as QuestionKind,
      text: question.text,
      optionA: question.optionA,
      optionB: question.optionB,
      optionC: question.optionC,
      optionD: question.optionD,
      answer: question.answer,
      tolerance: question.tolerance,
      marks: question.marks,
      negativeMarks: question.negativeMarks,
      section: question.section,
      chapter: question.chapter,
      solution: question.solution,
      bankQuestionId: question.bankQuestionId,
      bankVersion: question.bankVersion,
      image: questionImage(question),
      optionImages: optionImages(question.optionImages),
    })),
    attempts,
    locked: attempts > 0,
  };
}

export type QuestionPaper = Awaited<ReturnType<typeof getPaper>>;

/** What 'New paper from the bank' starts from: the test, whether it is locked, and the recipe of its paper. */
export async function getPaperRecipe(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const [paper, attempts] = await Promise.all([
    db.questionPaper.findUnique({ where: { testId }, select: { recipe: true } }),
    db.attempt.count({ where: { testId } }),
  ]);
  return { test: paperTestOf(test), locked: attempts > 0, recipe: recipeOf(paper?.recipe ?? "") };
}

const sameKey = (
  old: { kind: string; answer: string; tolerance: number; marks: number; negativeMarks: number },
  next: NewQuestion,
) =>
  old.kind === next.kind &&
  old.answer === next.answer &&
  old.tolerance === next.tolerance &&
  old.marks === next.marks &&
  old.negativeMarks === next.negativeMarks;

/**
 * Puts a paper's questions in place (CSV import and the API alike). Before anyone starts, the paper is
 * replaced whole. Once a student has started, only the wording may change, unless `remark` is set: then
 * the new key is saved and every submitted attempt is marked again in the same transaction, each changed
 * mark recorded in the history. The test's maximum becomes the paper's total.
 */
export async function saveQuestions(actor: Actor, testId: number, questions: NewQuestion[], remark = false) {
  assertTeacher(actor);
  await findTest(testId);
  const by = { changedById: actor.id, changedByName: displayName(actor) };
  const total = Math.ceil(questions.reduce((sum, question) => sum + question.marks, 0));
  let dropped: string[] = [];
  const saved = await inTransaction(async (tx) => {
    const old = await tx.question.findMany({ where: { testId }, orderBy: { position: "asc" } });
    const attempts = await tx.attempt.count({ where: { testId } });
    const keyChanged =
      old.length !== questions.length || old.some((question, index) => !sameKey(question, questions[index]));
    if (attempts > 0 && keyChanged && !remark) throw conflict(LOCKED);
    if (attempts > 0 && old.length !== questions.length) {
      throw conflict(
        say("The paper has {{count}} questions that students have answered; keep {{count}} questions.", {
          count: old.length,
        }),
      );
    }
    await tx.questionPaper.upsert({ where: { testId }, create: { testId }, update: {} });
    await tx.question.deleteMany({ where: { testId } });
    // An uploaded image stays with its question number; those of questions no longer there go.
    await tx.question.createMany({
      data: questions.map((question, index) => ({
        ...question,
        testId,
        position: index + 1,
        ...(old[index] ? imageOf(old[index]) : {}),
      })),
    });
    dropped = old.slice(questions.length).flatMap((question) => (question.imageKey ? [question.imageKey] : []));
    await tx.test.update({ where: { id: testId }, data: { maxMarks: Math.max(1, total) } });
    let remarked = 0;
    if (attempts > 0 && keyChanged) {
      const counting = await countingAttempts(tx, testId);
      await recordMarks(tx, testId, await answerKey(tx, testId), counting, by);
      remarked = counting.length;
    }
    return {
      questions: questions.length,
      maxMarks: total,
      remarked,
      message:
        remarked > 0
          ? say("{{count}} questions saved, {{total}} marks in all; {{remarked}} attempts re-marked", {
              count: questions.length,
              total,
              remarked,
            })
          : say("{{count}} questions saved, {{total}} marks in all", { count: questions.length, total }),
    };
  });
  await releaseQuestionImages(dropped);
  return saved;
}

const imageOf = ({ imageKey, imageWidth, imageHeight, imageAlt }: Prisma.QuestionGetPayload<true>) => ({
  imageKey,
  imageWidth,
  imageHeight,
  imageAlt,
});

/** 'Re-mark': every submitted attempt marked again against the key as it is now, with the history. */
export async function remarkTest(actor: Actor, testId: number) {
  assertTeacher(actor);
  await findTest(testId);
  const by = { changedById: actor.id, changedByName: displayName(actor) };
  return inTransaction(async (tx) => {
    const counting = await countingAttempts(tx, testId);
    await recordMarks(tx, testId, await answerKey(tx, testId), counting, by);
    return {
      remarked: counting.length,
      message: say("{{count}} attempts re-marked", { count: counting.length }),
    };
  });
}

/** The window in which the test may be taken on the site, its duration, and how options and answers show. */
export async function setWindow(actor: Actor, testId: number, window: TestWindow) {
  assertTeacher(actor);
  await findTest(testId);
  if ((await db.question.count({ where: { testId } })) === 0)
    throw invalid("Import the questions before opening the test.");
  const data = {
    opensAt: instantOfWallTime(window.opens_at),
    closesAt: instantOfWallTime(window.closes_at),
    durationMinutes: window.duration_minutes,
    shuffleOptions: window.shuffle_options,
    solutionsAfterClose: window.solutions_after_close,
  };
  await db.questionPaper.update({ where: { testId }, data });
  return { message: "Test window saved" };
}

/** Removes the paper (the test becomes marks-only again); refused once anyone has started it. */
export async function deletePaper(actor: Actor, testId: number) {
  assertTeacher(actor);
  await findTest(testId);
  if (await db.attempt.count({ where: { testId } }))
    throw conflict("Students have started this test: its paper stays.");
  const images = await db.question.findMany({ where: { testId }, select: { imageKey: true, optionImages: true } });
  const removed = await db.questionPaper.deleteMany({ where: { testId } });
  if (removed.count === 0) throw notFound("This test has no question paper.");
  await releaseQuestionImages(images.flatMap(imageKeysOf));
  return { message: "Question paper removed" };
}

/** 'Allow another attempt' for one student of the test's subject, recorded with who allowed it. */
export async function allowAnotherAttempt(actor: Actor, testId: number, studentId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const student = await db.user.findFirst({
    where: { id: studentId, ...studentsOnSheetsOf(test.subjectId) },
    select: { firstName: true, lastName: true },
  });
  if (!student) throw notFound("That student is not registered for this test's subject.");
  if (!(await db.questionPaper.count({ where: { testId } }))) throw notFound("This test has no question paper.");
  await db.extraAttempt.create({
    data: { testId, studentId, grantedById: actor.id, grantedByName: displayName(actor) },
  });
  return { message: say("{{name}} may attempt the test once more", { name: displayName(student) }) };
}

/** Who has taken the test so far: each registered student's latest attempt and extra attempts allowed. */
export async function paperAttempts(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const [students, attempts, extras] = await Promise.all([
    registeredStudents(test.subjectId),
    db.attempt.findMany({
      where: { testId },
      orderBy: { id: "asc" },
      select: { studentId: true, source: true, submittedAt: true, marks: true },
    }),
    db.extraAttempt.groupBy({ by: ["studentId"], where: { testId }, _count: { _all: true } }),
  ]);
  const latest = new Map(attempts.map((attempt) => [attempt.studentId, attempt]));
  const taken = new Map<number, number>();
  for (const attempt of attempts)
    if (attempt.source === "online") taken.set(attempt.studentId, (taken.get(attempt.studentId) ?? 0) + 1);
  const extra = new Map(extras.map((row) => [row.studentId, row._count._all]));
  return students.map((student) => {
    const attempt = latest.get(student.id);
    return {
      studentId: student.id,
      studentName: student.name,
      rollNo: student.rollNo,
      status: !attempt ? "not_started" : attempt.submittedAt ? "submitted" : "in_progress",
      source: attempt?.source ?? null,
      marks: attempt?.marks ?? null,
      attempts: taken.get(student.id) ?? 0,
      allowed: 1 + (extra.get(student.id) ?? 0),
    };
  });
}
