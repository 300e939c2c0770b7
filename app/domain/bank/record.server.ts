import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { markQuestion, type QuestionKind } from "../marks/marking";
import { givenOf } from "../online-tests/sections";
import { bankQuestionRow } from "./questions.server";

type Taker = { marks: number; outcome: "correct" | "wrong" | "unattempted"; seconds: number | null };

/** Whole percent of `part` in `whole`; null when there is no one to count. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

const readJson = <Value>(json: string, fallback: Value): Value => {
  try {
    return (JSON.parse(json) as Value) ?? fallback;
  } catch {
    return fallback;
  }
};

/**
 * The takers of one paper's copy of the question: each student's last submitted attempt that was given it (a paper
 * drawn per student gives each only some questions), marked by the paper's own marking, with the time spent on it.
 */
async function takersOf(use: {
  testId: number;
  position: number;
  kind: string;
  answer: string;
  tolerance: number;
  marks: number;
  negativeMarks: number;
}) {
  const attempts = await db.attempt.findMany({
    where: { testId: use.testId, submittedAt: { not: null } },
    orderBy: { submittedAt: "asc" },
    select: { studentId: true, answers: true, seconds: true, marks: true, drawn: true },
  });
  const last = new Map(attempts.map((attempt) => [attempt.studentId, attempt]));
  const key = { ...use, kind: use.kind as QuestionKind };
  const given = [...last.values()].filter((attempt) => givenOf(attempt.drawn, [use]).length > 0);
  return given.map((attempt): Taker => {
    const answer = readJson<Record<string, string>>(attempt.answers, {})[use.position];
    const seconds = readJson<Record<string, number>>(attempt.seconds, {})[use.position];
    return {
      marks: attempt.marks ?? 0,
      outcome: markQuestion(key, answer).outcome,
      seconds: typeof seconds === "number" ? seconds : null,
    };
  });
}

/**
 * The top and bottom third of one test's takers by their total marks (a third rounded down: fewer than three
 * takers have no thirds). A question that tells the strong from the weak is answered right more by the top third.
 */
function thirds(takers: Taker[]) {
  const ranked = [...takers].sort((first, second) => second.marks - first.marks);
  const third = Math.floor(ranked.length / 3);
  return { top: ranked.slice(0, third), bottom: third === 0 ? [] : ranked.slice(-third) };
}

const right = (takers: Taker[]) => takers.filter((taker) => taker.outcome === "correct").length;

/**
 * A question's record over all its uses, its merged duplicates' uses included: per paper that used it, how many took
 * it and answered right; overall, the share right, the share right among each test's top and bottom third, and the
 * average seconds spent on it (of the takers whose time was kept).
 */
export async function bankQuestionRecord(actor: Actor, id: number) {
  assertTeacher(actor);
  await bankQuestionRow(id);
  const merged = await db.bankQuestion.findMany({ where: { mergedIntoId: id }, select: { id: true } });
  const uses = await db.question.findMany({
    where: { bankQuestionId: { in: [id, ...merged.map((question) => question.id)] } },
    orderBy: [{ testId: "asc" }, { position: "asc" }],
    select: {
      testId: true,
      position: true,
      kind: true,
      answer: true,
      tolerance: true,
      marks: true,
      negativeMarks: true,
      bankVersion: true,
      paper: { select: { test: { select: { name: true, date: true } } } },
    },
  });
  const perUse = await Promise.all(uses.map(async (use) => ({ use, takers: await takersOf(use) })));
  const all = perUse.flatMap(({ takers }) => takers);
  const top = perUse.flatMap(({ takers }) => thirds(takers).top);
  const bottom = perUse.flatMap(({ takers }) => thirds(takers).bottom);
  const timed = all.flatMap((taker) => (taker.seconds === null ? [] : [taker.seconds]));
  return {
    uses: perUse.map(({ use, takers }) => ({
      testId: use.testId,
      testName: use.paper.test.name,
      date: use.paper.test.date,
      position: use.position,
      version: use.bankVersion,
      takers: takers.length,
      right: right(takers),
    })),
    takers: all.length,
    right: right(all),
    rightPercent: percent(right(all), all.length),
    topThirdPercent: percent(right(top), top.length),
    bottomThirdPercent: percent(right(bottom), bottom.length),
    averageSeconds: timed.length === 0 ? null : Math.round(timed.reduce((sum, each) => sum + each, 0) / timed.length),
  };
}

export type BankQuestionRecord = Awaited<ReturnType<typeof bankQuestionRecord>>;
