import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { type KeyedQuestion, markQuestion, type QuestionKind } from "../marks/marking";
import { answersOf } from "../online-tests/record-marks.server";
import { givenOf } from "../online-tests/sections";

/** Attempts are read this many at a time, so a series of many tests and students never sits in memory at once. */
const ATTEMPTS_AT_ONCE = 200;
/** A chapter counts among a batch's weakest once this many of its answers were attempted: fewer say little. */
export const WEAKEST_MIN_ATTEMPTED = 5;
const WEAKEST_SHOWN = 5;

type ChapterQuestion = KeyedQuestion & { chapter: string | null };

/** One chapter's counts: right and wrong answers (the attempted), the unanswered, and the seconds spent. */
type Tally = { chapter: string | null; correct: number; wrong: number; unanswered: number; seconds: number };

/**
 * The chapter a question counts under: its bank chapter, or, for a question typed for the paper, its section
 * (Physics, Chemistry…); null, shown as "Other", when it has neither.
 */
const chapterOf = (question: { chapter: string; section: string }) => question.chapter || question.section || null;

/** Each test's questions with their key and chapter, by test and position. */
async function keysOf(testIds: number[]) {
  const questions = await db.question.findMany({
    where: { testId: { in: testIds } },
    select: {
      testId: true,
      position: true,
      kind: true,
      answer: true,
      tolerance: true,
      marks: true,
      negativeMarks: true,
      chapter: true,
      section: true,
    },
  });
  const keys = new Map<number, ChapterQuestion[]>();
  for (const { testId, chapter, section, ...question } of questions) {
    const key = keys.get(testId) ?? [];
    key.push({ ...question, kind: question.kind as QuestionKind, chapter: chapterOf({ chapter, section }) });
    keys.set(testId, key);
  }
  return keys;
}

type CountedAttempt = { testId: number; answers: string; seconds: string; drawn: string };

/**
 * The attempts that count (each student's latest submitted one per test, as the marks are recorded from), read a
 * page at a time in the order of test, student and submission: a student's last attempt of a test is the last
 * of their run, so each is handed on once the next run begins.
 */
async function forEachCountingAttempt(where: Prisma.AttemptWhereInput, use: (attempt: CountedAttempt) => void) {
  let held: (CountedAttempt & { studentId: number }) | undefined;
  let cursor: number | undefined;
  for (;;) {
    const page = await db.attempt.findMany({
      where: { ...where, submittedAt: { not: null } },
      orderBy: [{ testId: "asc" }, { studentId: "asc" }, { submittedAt: "asc" }, { id: "asc" }],
      take: ATTEMPTS_AT_ONCE,
      ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }),
      select: { id: true, testId: true, studentId: true, answers: true, seconds: true, drawn: true },
    });
    for (const attempt of page) {
      if (held && (held.testId !== attempt.testId || held.studentId !== attempt.studentId)) use(held);
      held = attempt;
    }
    if (page.length < ATTEMPTS_AT_ONCE) break;
    cursor = page[page.length - 1].id;
  }
  if (held) use(held);
}

/**
 * Strength by chapter over the attempts `where` picks among the given (published) tests: each chapter's accuracy
 * (right ÷ attempted; an unanswered question is not attempted, and is counted apart) and the average seconds per
 * question (the time on the chapter's questions ÷ how many were put to the students). Answers are marked with
 * the marks area's marking, as the results were.
 */
export async function chapterStrength(testIds: number[], where: Prisma.AttemptWhereInput = {}) {
  if (testIds.length === 0) return [];
  const keys = await keysOf(testIds);
  const tallies = new Map<string | null, Tally>();
  await forEachCountingAttempt({ ...where, testId: { in: testIds } }, (attempt) => {
    const answers = answersOf(attempt.answers);
    const seconds = JSON.parse(attempt.seconds) as Record<number, number | undefined>;
    // A student who drew their own paper is counted on the questions they were given.
    for (const question of givenOf(attempt.drawn, keys.get(attempt.testId) ?? [])) {
      const tally = tallies.get(question.chapter) ?? {
        chapter: question.chapter,
        correct: 0,
        wrong: 0,
        unanswered: 0,
        seconds: 0,
      };
      const { outcome } = markQuestion(question, answers[question.position]);
      tally[outcome === "unattempted" ? "unanswered" : outcome] += 1;
      tally.seconds += seconds[question.position] ?? 0;
      tallies.set(question.chapter, tally);
    }
  });
  return [...tallies.values()].map(figuresOf).sort(byChapterName);
}

/** A tally as the pages show it: accuracy in percent to one decimal (null with nothing attempted). */
function figuresOf(tally: Tally) {
  const attempted = tally.correct + tally.wrong;
  const questions = attempted + tally.unanswered;
  return {
    chapter: tally.chapter,
    attempted,
    correct: tally.correct,
    unanswered: tally.unanswered,
    accuracy: attempted === 0 ? null : Math.round((tally.correct * 1000) / attempted) / 10,
    averageSeconds: questions === 0 ? 0 : Math.round(tally.seconds / questions),
  };
}

export type ChapterFigures = ReturnType<typeof figuresOf>;

/** Chapters by name, "Other" (no chapter) last. */
const byChapterName = (a: ChapterFigures, b: ChapterFigures) =>
  a.chapter === null ? 1 : b.chapter === null ? -1 : a.chapter.localeCompare(b.chapter);

/** A batch's weakest chapters: lowest accuracy first, among those with enough attempted answers to say so. */
export const weakestChapters = (chapters: ChapterFigures[]) =>
  chapters
    .filter((chapter) => chapter.attempted >= WEAKEST_MIN_ATTEMPTED)
    .sort((a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.attempted - a.attempted)
    .slice(0, WEAKEST_SHOWN);
