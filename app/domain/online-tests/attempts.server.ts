import { db } from "~/db.server";
import type { AttemptAnswers } from "~/schemas/online-tests";
import { seesSubject } from "../access.server";
import { type Actor, displayName, type User } from "../actor";
import { conflict, forbidden, notFound } from "../errors.server";
import { assertStudent } from "../guards.server";
import {
  type AnswerSet,
  markAnswers,
  normalAnswer,
  OPTION_LETTERS,
  optionOrder,
  type QuestionKind,
} from "../marks/marking";
import { findTest } from "../marks/tests.server";
import { IMAGE_FIELDS, questionImage, type ShownImage } from "./question-images.server";
import { answerKey, answersOf, writeMarks } from "./record-marks.server";
import { marksBySection } from "./sections";

export const QUESTIONS_PER_PAGE = 10;
/** Answers that left a slow link just before the deadline still count if they arrive within this. */
export const GRACE_MS = 30_000;

const LATE =
  "Time is up: these answers arrived after the test's deadline and were not saved. Your test was submitted with the answers saved before it.";

type Paper = NonNullable<Awaited<ReturnType<typeof paperOf>>>;

const paperOf = (testId: number) =>
  db.questionPaper.findUnique({
    where: { testId },
    select: {
      opensAt: true,
      closesAt: true,
      durationMinutes: true,
      shuffleOptions: true,
      solutionsAfterClose: true,
      _count: { select: { questions: true } },
    },
  });

/** Only a student who sees the test's subject (the access rule) takes it. */
async function assertMayTake(actor: User, testId: number) {
  const test = await db.test.findUnique({ where: { id: testId }, select: { id: true, name: true, subjectId: true } });
  if (!test) throw notFound("That test does not exist.");
  if (!(await seesSubject(actor, test.subjectId))) throw forbidden("This test is not one of your subjects' tests.");
  return { id: test.id, name: test.name };
}

const attemptFields = {
  id: true,
  studentId: true,
  deadline: true,
  submittedAt: true,
  answers: true,
  review: true,
  page: true,
  source: true,
} as const;

/**
 * Submits an attempt as it stands: marks it and writes the draft result in one transaction. An attempt
 * already submitted (by a second tab, or by its deadline) is left as it was. The answers read before are
 * marked and the attempt closed with its mark in one UPDATE on condition they are still the stored ones;
 * should a save have slipped in meanwhile, the stored answers are read and marked instead.
 */
async function submit(
  attempt: { id: number; studentId: number; answers: string },
  testId: number,
  by: { changedById: number; changedByName: string },
  now: Date,
) {
  return db.$transaction(async (tx) => {
    const key = await answerKey(tx, testId);
    let answers: string | null = attempt.answers;
    while (answers !== null) {
      const total = markAnswers(key, answersOf(answers)).total;
      const closed = await tx.attempt.updateMany({
        where: { id: attempt.id, submittedAt: null, answers },
        data: { submittedAt: now, marks: total },
      });
      if (closed.count === 1) {
        await writeMarks(tx, testId, [{ studentId: attempt.studentId, total }], by);
        return true;
      }
      const stored = await tx.attempt.findFirst({
        where: { id: attempt.id, submittedAt: null },
        select: { answers: true },
      });
      answers = stored?.answers ?? null;
    }
    return false;
  });
}

const overdue = (deadline: Date, now: Date) => now.getTime() > deadline.getTime() + GRACE_MS;

/**
 * Attempts whose deadline (and grace) has passed unsubmitted, because the student closed the browser or
 * lost the connection, are submitted as they stand whenever anyone next looks at the test.
 */
export async function finishOverdueAttempts(testId: number, now = new Date()) {
  const late = await db.attempt.findMany({
    where: { testId, submittedAt: null, deadline: { lt: new Date(now.getTime() - GRACE_MS) } },
    select: {
      id: true,
      studentId: true,
      answers: true,
      student: { select: { firstName: true, lastName: true } },
    },
  });
  for (const attempt of late) {
    await submit(
      attempt,
      testId,
      { changedById: attempt.studentId, changedByName: `${displayName(attempt.student)} (online test)` },
      now,
    );
  }
}

const byStudent = (actor: User) => ({ changedById: actor.id, changedByName: `${displayName(actor)} (online test)` });

/**
 * What the student's test page says about taking the test on the site; null when it is not taken there,
 * or not by this student (only students permitted in its subject take it).
 */
export async function onlineTestState(actor: Actor, testId: number, now = new Date()) {
  assertStudent(actor);
  const paper = await paperOf(testId);
  if (!paper?.opensAt || !paper.closesAt || paper._count.questions === 0) return null;
  if (!(await seesSubject(actor, (await findTest(testId)).subjectId))) return null;
  await finishOverdueAttempts(testId, now);
  const [attempts, extra] = await Promise.all([
    db.attempt.findMany({
      where: { testId, studentId: actor.id, source: "online" },
      orderBy: { id: "desc" },
      select: attemptFields,
    }),
    db.extraAttempt.count({ where: { testId, studentId: actor.id } }),
  ]);
  const inProgress = attempts.find((attempt) => attempt.submittedAt === null) ?? null;
  const status = now < paper.opensAt ? "not_open" : now > paper.closesAt ? "closed" : "open";
  const attemptsLeft = Math.max(0, 1 + extra - attempts.length);
  return {
    opensAt: paper.opensAt,
    closesAt: paper.closesAt,
    durationMinutes: paper.durationMinutes,
    questions: paper._count.questions,
    status,
    inProgress: inProgress ? { deadline: inProgress.deadline, page: inProgress.page } : null,
    submitted: attempts.some((attempt) => attempt.submittedAt !== null),
    canStart: status === "open" && !inProgress && attemptsLeft > 0,
  };
}

/**
 * 'Start test': a new attempt whose deadline is fixed now, start + duration capped by the window's close.
 * Starting again while an attempt is running continues it.
 */
export async function startAttempt(actor: Actor, testId: number, now = new Date()) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const state = await onlineTestState(actor, testId, now);
  if (!state) throw notFound("This test is not taken on the site.");
  if (state.inProgress) return { message: "Your test continues where you left it" };
  if (state.status === "not_open") throw conflict("This test has not opened yet.");
  if (state.status === "closed") throw conflict("This test has closed.");
  if (!state.canStart) throw conflict("You have already taken this test.");
  const deadline = new Date(Math.min(now.getTime() + state.durationMinutes * 60_000, state.closesAt.getTime()));
  await db.attempt.create({ data: { testId, studentId: actor.id, startedAt: now, deadline } });
  return { message: "Test started" };
}

/** The student's running attempt, submitting it first if its time ran out. */
async function runningAttempt(actor: User, testId: number, now: Date) {
  const attempt = await db.attempt.findFirst({
    where: { testId, studentId: actor.id, source: "online" },
    orderBy: { id: "desc" },
    select: attemptFields,
  });
  if (!attempt) throw notFound("You have not started this test.");
  if (attempt.submittedAt) throw conflict("Your test has been submitted.");
  if (overdue(attempt.deadline, now)) {
    await submit(attempt, testId, byStudent(actor), now);
    throw conflict(LATE);
  }
  return attempt;
}

type Shown = {
  position: number;
  kind: QuestionKind;
  text: string;
  image: ShownImage | null;
  options: { letter: string; text: string }[];
};

/**
 * One page of ten questions as the student sees it, with their answers so far, the palette of every
 * question (answered, unanswered, marked for review) and the time left by the server's clock.
 */
export async function attemptPage(actor: Actor, testId: number, page: number | undefined, now = new Date()) {
  assertStudent(actor);
  const test = await assertMayTake(actor, testId);
  const attempt = await runningAttempt(actor, testId, now);
  const paper = (await paperOf(testId)) as Paper;
  const total = paper._count.questions;
  const pages = Math.max(1, Math.ceil(total / QUESTIONS_PER_PAGE));
  const current = Math.min(Math.max(page ?? attempt.page, 1), pages);
  const questions = await db.question.findMany({
    where: { testId, position: { gt: (current - 1) * QUESTIONS_PER_PAGE, lte: current * QUESTIONS_PER_PAGE } },
    orderBy: { position: "asc" },
    select: {
      position: true,
      kind: true,
      text: true,
      optionA: true,
      optionB: true,
      optionC: true,
      optionD: true,
      ...IMAGE_FIELDS,
    },
  });
  const answers = answersOf(attempt.answers);
  const review = new Set(JSON.parse(attempt.review) as number[]);
  const shown: Shown[] = questions.map((question) => {
    const texts = [question.optionA, question.optionB, question.optionC, question.optionD];
    const order = paper.shuffleOptions ? optionOrder(`${attempt.id}:${question.position}`) : [0, 1, 2, 3];
    return {
      position: question.position,
      kind: question.kind as QuestionKind,
      text: question.text,
      image: questionImage(question),
      options:
        question.kind === "numerical"
          ? []
          : order.map((index) => ({ letter: OPTION_LETTERS[index], text: texts[index] })),
    };
  });
  return {
    test: { id: test.id, name: test.name },
    page: current,
    pages,
    deadline: attempt.deadline,
    secondsLeft: Math.max(0, Math.floor((attempt.deadline.getTime() - now.getTime()) / 1000)),
    questions: shown.map((question) => ({
      ...question,
      answer: answers[question.position] ?? "",
      review: review.has(question.position),
    })),
    palette: Array.from({ length: total }, (_, index) => {
      const position = index + 1;
      const state = review.has(position) ? "review" : answers[position] ? "answered" : "unanswered";
      return { position, page: Math.ceil(position / QUESTIONS_PER_PAGE), state };
    }),
    unanswered: Array.from({ length: total }, (_, index) => index + 1).filter((position) => !answers[position]).length,
  };
}

export type AttemptPage = Awaited<ReturnType<typeof attemptPage>>;

/**
 * Saves answers (every page submit, or the API): the given answers replace those of the same questions,
 * and `shown` questions without an answer are cleared. Answers after the deadline and its grace are
 * refused, and the attempt is submitted as it stood. An answer that is no answer (a word in a number box)
 * is not kept; its question is named in `ignored`.
 */
export async function saveAttemptAnswers(
  actor: Actor,
  testId: number,
  input: AttemptAnswers & { shown?: number[] },
  now = new Date(),
) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const attempt = await runningAttempt(actor, testId, now);
  const key = await db.question.findMany({ where: { testId }, select: { position: true, kind: true } });
  const kinds = new Map(key.map((question) => [question.position, question.kind as QuestionKind]));
  const answers: AnswerSet = answersOf(attempt.answers);
  const ignored: number[] = [];
  for (const position of input.shown ?? []) delete answers[position];
  for (const [text, raw] of Object.entries(input.answers)) {
    const position = Number(text);
    const kind = kinds.get(position);
    if (!kind) continue;
    const answer = normalAnswer(kind, raw);
    if (answer === null) {
      delete answers[position];
      if (raw.trim() !== "") ignored.push(position);
    } else answers[position] = answer;
  }
  let review = new Set(JSON.parse(attempt.review) as number[]);
  if (input.shown) for (const position of input.shown) review.delete(position);
  else if (input.review) review = new Set();
  for (const position of input.review ?? []) if (kinds.has(position)) review.add(position);
  const saved = await db.attempt.updateMany({
    where: { id: attempt.id, submittedAt: null },
    data: {
      answers: JSON.stringify(answers),
      review: JSON.stringify([...review].sort((a, b) => a - b)),
      page: input.page ?? attempt.page,
    },
  });
  if (saved.count === 0) throw conflict("Your test has been submitted.");
  return { ignored, message: "Answers saved" };
}

/** 'Submit test': the attempt is marked in the submit's transaction; its mark waits as a draft for publishing. */
export async function submitAttempt(actor: Actor, testId: number, now = new Date()) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const attempt = await runningAttempt(actor, testId, now);
  if (!(await submit(attempt, testId, byStudent(actor), now))) throw conflict("Your test has been submitted.");
  return { message: "Test submitted. Your marks appear here once your teacher publishes the results." };
}

/**
 * After publishing: the student's answers against the key and the marks of each question. The correct
 * answers wait for the window to close when the teacher chose so.
 */
export async function attemptReview(actor: Actor, testId: number, now = new Date()) {
  assertStudent(actor);
  const test = await findTest(testId);
  if (!test.publishedAt) return null;
  const paper = await paperOf(testId);
  if (!paper) return null;
  const attempt = await db.attempt.findFirst({
    where: { testId, studentId: actor.id, submittedAt: { not: null } },
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    select: { answers: true },
  });
  if (!attempt) return null;
  const key = await answerKey(db, testId);
  const marked = markAnswers(key, answersOf(attempt.answers));
  const showKey = !paper.solutionsAfterClose || (paper.closesAt !== null && now > paper.closesAt);
  return {
    showCorrect: showKey,
    total: marked.total,
    sections: marksBySection(
      key,
      marked.questions.map((question) => question.marks),
    ),
    questions: marked.questions.map((question, index) => ({
      position: question.position,
      yourAnswer: question.answer ?? "",
      correctAnswer: showKey ? key[index].answer + (key[index].tolerance ? ` ± ${key[index].tolerance}` : "") : null,
      outcome: question.outcome,
      marks: question.marks,
    })),
  };
}
