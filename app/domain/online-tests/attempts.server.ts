import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { AttemptAnswers } from "~/schemas/online-tests";
import { type Actor, displayName, type User } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { seesSubject } from "../access/rules.server";
import { conflict, forbidden, notFound } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { say } from "../core/say.server";
import { now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { periodOf } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import {
  type AnswerSet,
  markAnswers,
  normalAnswer,
  OPTION_LETTERS,
  optionOrder,
  type QuestionKind,
} from "../marks/marking";
import { findTest } from "../marks/tests.server";
import { drawFor, questionsEach, recipeOf } from "./paper-from-bank.server";
import { IMAGE_FIELDS, optionImages, questionImage, type ShownImage } from "./question-images.server";
import { answerKey, answersOf, writeMarks } from "./record-marks.server";
import {
  type ClockSection,
  firstSection,
  nextSection,
  openSections,
  paperSections,
  type SectionWindow,
  sectionNow,
  timedBySection,
} from "./section-clock.server";
import { givenOf, marksBySection, paperPages } from "./sections";
/** Answers that left a slow link just before the deadline still count if they arrive within this. */
export const GRACE_MS = 30_000;

const TIME_UP = "Time is up. The answers saved before the deadline count.";
const LATE =
  "Time is up: these answers arrived after the test's deadline and were not saved. Your test was submitted with the answers saved before it.";

type Paper = NonNullable<Awaited<ReturnType<typeof paperOf>>>;

const paperOf = (testId: number) =>
  readOnce(`paper of test ${testId}`, () =>
    db.questionPaper.findUnique({
      where: { testId },
      select: {
        opensAt: true,
        closesAt: true,
        durationMinutes: true,
        shuffleOptions: true,
        solutionsAfterClose: true,
        sectionTiming: true,
        drawPerStudent: true,
        recipe: true,
        _count: { select: { questions: true } },
      },
    }),
  );

/** The paper's sections with their clocks, and whether the attempt is timed by them. */
async function clockOf(testId: number, timing: string) {
  const sections = await paperSections(db, testId);
  return { sections, timed: timedBySection(timing, sections) };
}

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
  section: true,
  sectionEndsAt: true,
  visited: true,
  seconds: true,
  shownAt: true,
  startedAt: true,
  drawn: true,
} as const;

type By = { changedById: number; changedByName: string };

/**
 * Submits an attempt as it stands, in the caller's transaction: marks it and writes the draft result. An attempt
 * already submitted (by a second tab, or by its deadline) is left as it was. The answers read before are marked
 * and the attempt closed with its mark in one UPDATE on condition they are still the stored ones; should a save
 * have slipped in meanwhile, the stored answers are read and marked instead.
 */
async function closeAttempt(
  tx: Prisma.TransactionClient,
  attempt: { id: number; studentId: number; answers: string; drawn: string },
  testId: number,
  by: By,
  at: Date,
) {
  const key = givenOf(attempt.drawn, await answerKey(tx, testId));
  let answers: string | null = attempt.answers;
  while (answers !== null) {
    const total = markAnswers(key, answersOf(answers)).total;
    const closed = await tx.attempt.updateMany({
      where: { id: attempt.id, submittedAt: null, answers },
      data: { submittedAt: at, marks: total },
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
}

const submit = (
  attempt: { id: number; studentId: number; answers: string; drawn: string },
  testId: number,
  by: By,
  at: Date,
) => inTransaction((tx) => closeAttempt(tx, attempt, testId, by, at));

const overdue = (deadline: Date, at: Date) => at.getTime() > deadline.getTime() + GRACE_MS;

/**
 * Submits, in the caller's transaction, the attempts (of one test, or of all) whose deadline and grace have passed
 * unsubmitted because the student closed the browser or lost the connection: as they stand, each in its student's
 * name. The scheduled job does it shortly after each deadline, and publishing does it first.
 */
export async function closeOverdueAttempts(tx: Prisma.TransactionClient, at: Date, testId?: number) {
  const late = await tx.attempt.findMany({
    where: { testId, submittedAt: null, deadline: { lt: new Date(at.getTime() - GRACE_MS) } },
    select: {
      id: true,
      testId: true,
      studentId: true,
      answers: true,
      drawn: true,
      student: { select: { firstName: true, lastName: true } },
    },
  });
  for (const attempt of late) {
    const by = { changedById: attempt.studentId, changedByName: `${displayName(attempt.student)} (online test)` };
    await closeAttempt(tx, attempt, attempt.testId, by, at);
  }
  return late.length;
}

/** Every quarter of a minute, the attempts whose time (and grace) ran out unsubmitted. */
const CLOSE_EVERY_MS = 15_000;
export const closeOverdueAttemptsJob: Job = {
  name: "close-overdue-attempts",
  everyMs: CLOSE_EVERY_MS,
  occasionAt: periodOf(CLOSE_EVERY_MS),
  work: (tx, { at }) => closeOverdueAttempts(tx, at),
};

const byStudent = (actor: User) => ({ changedById: actor.id, changedByName: `${displayName(actor)} (online test)` });

/**
 * What the student's test page says about taking the test on the site; null when it is not taken there,
 * or not by this student (only students permitted in its subject take it).
 */
export async function onlineTestState(actor: Actor, testId: number, at = now()) {
  assertStudent(actor);
  const paper = await paperOf(testId);
  if (!paper?.opensAt || !paper.closesAt || paper._count.questions === 0) return null;
  if (!(await seesSubject(actor, (await findTest(testId)).subjectId))) return null;
  const [attempts, extra] = await Promise.all([
    db.attempt.findMany({
      where: { testId, studentId: actor.id, source: "online" },
      orderBy: { id: "desc" },
      select: attemptFields,
    }),
    db.extraAttempt.count({ where: { testId, studentId: actor.id } }),
  ]);
  // An attempt whose time ran out is over, whether or not the scheduled job has submitted it yet.
  const over = (attempt: (typeof attempts)[number]) => attempt.submittedAt !== null || overdue(attempt.deadline, at);
  const inProgress = attempts.find((attempt) => !over(attempt)) ?? null;
  const status = at < paper.opensAt ? "not_open" : at > paper.closesAt ? "closed" : "open";
  // A paper whose students draw their own gives each the recipe's count, not its whole pool.
  const recipe = paper.drawPerStudent ? recipeOf(paper.recipe) : null;
  const attemptsLeft = Math.max(0, 1 + extra - attempts.length);
  return {
    opensAt: paper.opensAt,
    closesAt: paper.closesAt,
    durationMinutes: paper.durationMinutes,
    questions: recipe ? questionsEach(recipe) : paper._count.questions,
    status,
    inProgress: inProgress ? { deadline: inProgress.deadline, page: inProgress.page } : null,
    submitted: attempts.some(over),
    canStart: status === "open" && !inProgress && attemptsLeft > 0,
  };
}

/**
 * 'Start test': a new attempt whose deadline is fixed now, start + duration capped by the window's close.
 * Starting again while an attempt is running continues it.
 */
export async function startAttempt(actor: Actor, testId: number, at = now()) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const state = await onlineTestState(actor, testId, at);
  if (!state) throw notFound("This test is not taken on the site.");
  if (state.inProgress) return { message: "Your test continues where you left it" };
  if (state.status === "not_open") throw conflict("This test has not opened yet.");
  if (state.status === "closed") throw conflict("This test has closed.");
  if (!state.canStart) throw conflict("You have already taken this test.");
  const paper = (await paperOf(testId)) as Paper;
  const { sections, timed } = await clockOf(testId, paper.sectionTiming);
  const clock = timed
    ? firstSection(sections, at, state.closesAt)
    : { deadline: new Date(Math.min(at.getTime() + state.durationMinutes * 60_000, state.closesAt.getTime())) };
  const drawn = await drawFor(db, testId, actor.id);
  await db.attempt.create({
    data: {
      testId,
      studentId: actor.id,
      startedAt: at,
      shownAt: at,
      ...clock,
      drawn: drawn ? JSON.stringify(drawn) : "",
    },
  });
  return { message: "Test started" };
}

/** The student's latest attempt, unless it was submitted. */
async function latestAttempt(actor: User, testId: number) {
  const attempt = await db.attempt.findFirst({
    where: { testId, studentId: actor.id, source: "online" },
    orderBy: { id: "desc" },
    select: attemptFields,
  });
  if (!attempt) throw notFound("You have not started this test.");
  if (attempt.submittedAt) throw conflict("Your test has been submitted.");
  return attempt;
}

/** The student's running attempt for answers they send, submitting it first if its time ran out. */
async function runningAttempt(actor: User, testId: number, at: Date) {
  const attempt = await latestAttempt(actor, testId);
  if (overdue(attempt.deadline, at)) {
    await submit(attempt, testId, byStudent(actor), at);
    throw conflict(LATE);
  }
  return attempt;
}

type Shown = {
  position: number;
  kind: QuestionKind;
  text: string;
  image: ShownImage | null;
  options: { letter: string; text: string; image: ShownImage | null }[];
};

type Attempted = Awaited<ReturnType<typeof latestAttempt>>;

const SECTION_CLOSED = "The {{section}} section has closed: answers to it are no longer saved.";

/** Each question's place, section and kind, in the paper's order. */
const placesOf = (testId: number) =>
  db.question.findMany({
    where: { testId },
    orderBy: { position: "asc" },
    select: { position: true, section: true, kind: true },
  });

/** The attempt's pages, the sections still open to it and the one being taken (null: no section clocks). */
async function layoutOf(
  testId: number,
  paper: Paper,
  attempt: Attempted,
  at: Date,
  questions: { position: number; section: string }[],
) {
  const clock = await clockOf(testId, paper.sectionTiming);
  const windows = clock.timed ? openSections(clock.sections, attempt) : [];
  return {
    pages: paperPages(givenOf(attempt.drawn, questions)),
    sections: clock.sections,
    timed: clock.timed,
    windows,
    current: clock.timed ? sectionNow(windows, at) : null,
  };
}

/**
 * Whether answers to a section are still taken at `at`: always, without section clocks; else while the section
 * is open, with the grace a slow link gets at its close.
 */
const taking = (timed: boolean, windows: SectionWindow[], section: string, at: Date) =>
  !timed || windows.some((window) => window.name === section && at.getTime() <= window.endsAt.getTime() + GRACE_MS);

/** The sections as the student sees them: done, being taken (with its time left) or to come. */
function sectionStates(sections: ClockSection[], windows: SectionWindow[], current: SectionWindow | null, at: Date) {
  return sections.map((section) => {
    const open = windows.find((window) => window.position === section.position);
    const state = section.position === current?.position ? "current" : open ? "to_come" : "closed";
    return {
      name: section.name,
      minutes: section.durationMinutes,
      state,
      endsAt: state === "current" && open ? open.endsAt : null,
      secondsLeft:
        state === "current" && open ? Math.max(0, Math.floor((open.endsAt.getTime() - at.getTime()) / 1000)) : null,
    };
  });
}

const parsed = (json: string) => JSON.parse(json) as number[];

/**
 * One page of questions as the student sees it (ten at most, of one section), with their answers so far, the
 * palette of every question (answered, not answered, marked for review, not visited) and the time left by the
 * server's clock: of the section being taken, when each section has its own, and of the test. A page of a
 * section that has closed, or not yet opened, is not shown: the section being taken is.
 */
export async function attemptPage(actor: Actor, testId: number, page: number | undefined, at = now()) {
  assertStudent(actor);
  const test = await assertMayTake(actor, testId);
  // An attempt whose time ran out waits for the scheduled job to submit it.
  const attempt = await latestAttempt(actor, testId);
  if (overdue(attempt.deadline, at)) throw conflict(TIME_UP);
  const paper = (await paperOf(testId)) as Paper;
  const layout = await layoutOf(testId, paper, attempt, at, await placesOf(testId));
  const { pages, current } = layout;
  const reachable = (index: number) => !current || pages[index].section === current.name;
  let index = Math.min(Math.max((page ?? attempt.page) - 1, 0), pages.length - 1);
  if (!reachable(index)) index = pages.findIndex((_, candidate) => reachable(candidate));
  const onPage = pages[index].positions;
  const visited = new Set(parsed(attempt.visited));
  if (onPage.some((position) => !visited.has(position))) {
    for (const position of onPage) visited.add(position);
    // Seeing a page is what makes its questions visited; the palette says so from any device.
    await db.attempt.updateMany({
      where: { id: attempt.id, submittedAt: null },
      data: { visited: JSON.stringify([...visited].sort((a, b) => a - b)) },
    });
  }
  const questions = await db.question.findMany({
    where: { testId, position: { in: onPage } },
    orderBy: { position: "asc" },
    select: {
      position: true,
      kind: true,
      text: true,
      optionA: true,
      optionB: true,
      optionC: true,
      optionD: true,
      optionImages: true,
      ...IMAGE_FIELDS,
    },
  });
  const answers = answersOf(attempt.answers);
  const review = new Set(parsed(attempt.review));
  const shown: Shown[] = questions.map((question) => {
    const texts = [question.optionA, question.optionB, question.optionC, question.optionD];
    const images = optionImages(question.optionImages);
    const order = paper.shuffleOptions ? optionOrder(`${attempt.id}:${question.position}`) : [0, 1, 2, 3];
    return {
      position: question.position,
      kind: question.kind as QuestionKind,
      text: question.text,
      image: questionImage(question),
      options:
        question.kind === "numerical"
          ? []
          : order.map((option) => ({
              letter: OPTION_LETTERS[option],
              text: texts[option],
              image: images[OPTION_LETTERS[option]] ?? null,
            })),
    };
  });
  const pageOf = new Map(pages.flatMap((each, at) => each.positions.map((position) => [position, at + 1])));
  // Questions are numbered 1, 2, 3… as the student is given them: their own draw, or the whole paper.
  const numberOf = new Map([...pageOf.keys()].map((position, index) => [position, index + 1]));
  const sectionOf = new Map(pages.flatMap((each) => each.positions.map((position) => [position, each.section])));
  const total = pageOf.size;
  return {
    test: { id: test.id, name: test.name },
    page: index + 1,
    pages: pages.length,
    section: pages[index].section,
    sections: layout.timed ? sectionStates(layout.sections, layout.windows, current, at) : [],
    lastSection: !current || current.position === layout.windows.at(-1)?.position,
    // Pages a move may go to: within the section being taken when each section has its own clock.
    previousPage: index > 0 && reachable(index - 1) ? index : null,
    nextPage: index + 1 < pages.length && reachable(index + 1) ? index + 2 : null,
    deadline: attempt.deadline,
    secondsLeft: Math.max(0, Math.floor((attempt.deadline.getTime() - at.getTime()) / 1000)),
    questions: shown.map((question) => ({
      ...question,
      number: numberOf.get(question.position) as number,
      answer: answers[question.position] ?? "",
      review: review.has(question.position),
    })),
    palette: [...pageOf].map(([position, onPageOf]) => {
      const state = review.has(position)
        ? "review"
        : answers[position]
          ? "answered"
          : visited.has(position)
            ? "unanswered"
            : "not_visited";
      const section = sectionOf.get(position) ?? "";
      return {
        position,
        number: numberOf.get(position) as number,
        page: onPageOf,
        section,
        state,
        open: reachable(onPageOf - 1),
      };
    }),
    unanswered: Array.from(pageOf.keys()).filter((position) => !answers[position]).length,
    questionsInAll: total,
  };
}

export type AttemptPage = Awaited<ReturnType<typeof attemptPage>>;

/** Spending on a page counts at most this long: a student who left the phone on the page did not think that long. */
const LONGEST_ON_A_PAGE_MS = 30 * 60_000;

/**
 * The seconds each question of a saved page took: the time since the last save (or the start) shared among the
 * page's questions, added to what they had.
 */
function secondsSpent(attempt: Attempted, shown: number[], at: Date) {
  const seconds = JSON.parse(attempt.seconds) as Record<string, number>;
  if (shown.length === 0) return seconds;
  const since = (attempt.shownAt ?? attempt.startedAt).getTime();
  const spent = Math.min(Math.max(at.getTime() - since, 0), LONGEST_ON_A_PAGE_MS) / 1000 / shown.length;
  for (const position of shown) seconds[position] = Math.round((seconds[position] ?? 0) + spent);
  return seconds;
}

/**
 * Saves answers (every page submit, or the API): the given answers replace those of the same questions,
 * and `shown` questions without an answer are cleared. Answers after the deadline and its grace are
 * refused, and the attempt is submitted as it stood. When each section has its own clock, answers to a section
 * that has closed (its grace passed) are refused whole, and nothing of the page is saved. An answer that is no
 * answer (a word in a number box) is not kept; its question is named in `ignored`.
 */
export async function saveAttemptAnswers(
  actor: Actor,
  testId: number,
  input: AttemptAnswers & { shown?: number[] },
  at = now(),
) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const attempt = await runningAttempt(actor, testId, at);
  const paper = (await paperOf(testId)) as Paper;
  const key = givenOf(attempt.drawn, await placesOf(testId));
  const layout = await layoutOf(testId, paper, attempt, at, key);
  const kinds = new Map(key.map((question) => [question.position, question.kind as QuestionKind]));
  const sectionOf = new Map(key.map((question) => [question.position, question.section]));
  const touched = [...(input.shown ?? []), ...Object.keys(input.answers).map(Number), ...(input.review ?? [])];
  const closed = touched
    .map((position) => sectionOf.get(position))
    .find((section) => section !== undefined && !taking(layout.timed, layout.windows, section, at));
  if (closed !== undefined) {
    const message = say(SECTION_CLOSED, { section: closed });
    // Named at the field "section": the page goes back to the section being taken, not away from the test.
    throw conflict(message, { section: [message] });
  }
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
      // Said by the number the student sees (their own draw's, or the paper's).
      if (raw.trim() !== "") ignored.push(key.findIndex((question) => question.position === position) + 1);
    } else answers[position] = answer;
  }
  let review = new Set(parsed(attempt.review));
  if (input.shown) for (const position of input.shown) review.delete(position);
  else if (input.review) review = new Set();
  for (const position of input.review ?? []) if (kinds.has(position)) review.add(position);
  const current = layout.current;
  const saved = await db.attempt.updateMany({
    where: { id: attempt.id, submittedAt: null },
    data: {
      answers: JSON.stringify(answers),
      review: JSON.stringify([...review].sort((a, b) => a - b)),
      page: input.page ?? attempt.page,
      seconds: JSON.stringify(secondsSpent(attempt, input.shown ?? [], at)),
      shownAt: at,
      // The section the clock has moved on to is kept, so every device shows the same.
      ...(current ? { section: current.position, sectionEndsAt: current.endsAt } : {}),
    },
  });
  if (saved.count === 0) throw conflict("Your test has been submitted.");
  return { ignored, message: "Answers saved" };
}

/**
 * 'Finish section': when each section has its own clock, the student may close the one they are on before its
 * time; the next starts at once with all of its own, and the test's deadline comes forward by what was left.
 * The last section's finish is 'Submit test'.
 */
export async function finishSection(actor: Actor, testId: number, at = now()) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const attempt = await runningAttempt(actor, testId, at);
  const paper = (await paperOf(testId)) as Paper;
  const layout = await layoutOf(testId, paper, attempt, at, await placesOf(testId));
  if (!layout.current) throw conflict("This test's sections have no clocks of their own.");
  const closesAt = paper.closesAt ?? attempt.deadline;
  const next = nextSection(layout.sections, layout.current.position, at, closesAt);
  if (!next) throw conflict("This is the last section: submit the test to finish it.");
  const moved = await db.attempt.updateMany({
    where: { id: attempt.id, submittedAt: null, section: attempt.section },
    data: { ...next, page: 1 },
  });
  if (moved.count === 0) throw conflict("Your test has moved on: see where you are.");
  const name = layout.sections.find((section) => section.position === next.section)?.name ?? "";
  return { message: say("The {{section}} section has started.", { section: name }) };
}

/** 'Submit test': the attempt is marked in the submit's transaction; its mark waits as a draft for publishing. */
export async function submitAttempt(actor: Actor, testId: number, at = now()) {
  assertStudent(actor);
  await assertMayTake(actor, testId);
  const attempt = await runningAttempt(actor, testId, at);
  if (!(await submit(attempt, testId, byStudent(actor), at))) throw conflict("Your test has been submitted.");
  return { message: "Test submitted. Your marks appear here once your teacher publishes the results." };
}

type ReviewOption = { text: string; image: ShownImage | null; chosen: boolean; correct: boolean | null };

/**
 * After publishing: each question's text and options against the student's answer and the key, with the marks
 * of each question and its worked solution. The options come in the order the student saw them (an online attempt of a shuffled paper)
 * or else the paper's. The correct answers wait for the window to close when the teacher chose so.
 */
export async function attemptReview(actor: Actor, testId: number, at = now()) {
  assertStudent(actor);
  const test = await findTest(testId);
  if (!test.publishedAt) return null;
  const paper = await paperOf(testId);
  if (!paper) return null;
  const attempt = await db.attempt.findFirst({
    where: { testId, studentId: actor.id, submittedAt: { not: null } },
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    select: { id: true, answers: true, source: true, drawn: true },
  });
  if (!attempt) return null;
  const [paperKey, paperQuestions] = await Promise.all([
    answerKey(db, testId),
    db.question.findMany({
      where: { testId },
      orderBy: { position: "asc" },
      select: {
        text: true,
        optionA: true,
        optionB: true,
        optionC: true,
        optionD: true,
        optionImages: true,
        solution: true,
        position: true,
        ...IMAGE_FIELDS,
      },
    }),
  ]);
  const [key, questions] = [givenOf(attempt.drawn, paperKey), givenOf(attempt.drawn, paperQuestions)];
  const marked = markAnswers(key, answersOf(attempt.answers));
  const showKey = !paper.solutionsAfterClose || (paper.closesAt !== null && at > paper.closesAt);
  const shuffled = paper.shuffleOptions && attempt.source === "online";
  return {
    showCorrect: showKey,
    total: marked.total,
    sections: marksBySection(
      key,
      marked.questions.map((question) => question.marks),
    ),
    questions: marked.questions.map((question, index) => {
      const { kind, answer, tolerance } = key[index];
      const texts = [
        questions[index].optionA,
        questions[index].optionB,
        questions[index].optionC,
        questions[index].optionD,
      ];
      const order = shuffled ? optionOrder(`${attempt.id}:${question.position}`) : [0, 1, 2, 3];
      const images = optionImages(questions[index].optionImages);
      const options: ReviewOption[] =
        kind === "numerical"
          ? []
          : order.map((option) => ({
              text: texts[option],
              image: images[OPTION_LETTERS[option]] ?? null,
              chosen: (question.answer ?? "").includes(OPTION_LETTERS[option]),
              correct: showKey ? answer.includes(OPTION_LETTERS[option]) : null,
            }));
      return {
        position: question.position,
        number: index + 1,
        text: questions[index].text,
        image: questionImage(questions[index]),
        options,
        // A number as typed; for options, their texts (the letters were never shown).
        yourAnswer:
          kind === "numerical"
            ? (question.answer ?? "")
            : options.filter((option) => option.chosen).map((option) => option.text),
        correctAnswer: !showKey
          ? null
          : kind === "numerical"
            ? answer + (tolerance ? ` ± ${tolerance}` : "")
            : options.filter((option) => option.correct).map((option) => option.text),
        outcome: question.outcome,
        marks: question.marks,
        // The worked solution comes with the correct answers, not before.
        solution: showKey ? questions[index].solution : "",
      };
    }),
  };
}
