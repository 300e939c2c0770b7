import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { type BankSearch, DIFFICULTIES, type Difficulty } from "~/schemas/bank";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { everyWordIn, readPage } from "../core/paging.server";

export const BANK_QUESTIONS_PER_PAGE = 20;

const inBank = { mergedIntoId: null } satisfies Prisma.BankQuestionWhereInput;

/** The questions a search means: still in the bank, in the chosen subject, chapter, difficulty and kind, with every word typed. */
const whereOf = (search: Omit<BankSearch, "page">): Prisma.BankQuestionWhereInput => ({
  ...inBank,
  ...(search.subject ? { subject: search.subject } : {}),
  ...(search.chapter ? { chapter: search.chapter } : {}),
  ...(search.difficulty ? { difficulty: search.difficulty } : {}),
  ...(search.kind ? { kind: search.kind } : {}),
  AND: everyWordIn(search.q, ["text", "topic", "chapter", "solution"] as const),
});

/** The bank's list: newest first, 20 a page, filtered as the search says. */
export async function listBankQuestions(actor: Actor, search: BankSearch) {
  assertTeacher(actor);
  const where = whereOf(search);
  const { rows, ...facts } = await readPage(
    search.page,
    BANK_QUESTIONS_PER_PAGE,
    (window) =>
      db.bankQuestion.findMany({
        where,
        orderBy: { id: "desc" },
        ...window,
        select: {
          id: true,
          subject: true,
          chapter: true,
          topic: true,
          difficulty: true,
          kind: true,
          text: true,
          version: true,
        },
      }),
    () => db.bankQuestion.count({ where }),
  );
  return { questions: rows, ...facts };
}

export type BankChapter = { subject: string; chapter: string } & Record<Difficulty, number>;

/**
 * Each chapter of the bank (of one subject, when given) with how many of its questions are easy, medium and hard,
 * counted by the database; merged duplicates do not count. Ordered by subject, then chapter.
 */
export async function bankChapters(subject?: string): Promise<BankChapter[]> {
  const groups = await db.bankQuestion.groupBy({
    by: ["subject", "chapter", "difficulty"],
    where: { ...inBank, ...(subject ? { subject } : {}) },
    _count: { _all: true },
    orderBy: [{ subject: "asc" }, { chapter: "asc" }],
  });
  const chapters = new Map<string, BankChapter>();
  for (const group of groups) {
    const name = JSON.stringify([group.subject, group.chapter]);
    const chapter = chapters.get(name) ?? {
      subject: group.subject,
      chapter: group.chapter,
      easy: 0,
      medium: 0,
      hard: 0,
    };
    if ((DIFFICULTIES as readonly string[]).includes(group.difficulty))
      chapter[group.difficulty as Difficulty] += group._count._all;
    chapters.set(name, chapter);
  }
  return [...chapters.values()];
}

/** The subjects the bank has questions in, for the form's suggestions and the list's filter. */
export async function bankSubjects() {
  const rows = await db.bankQuestion.findMany({
    where: inBank,
    distinct: ["subject"],
    orderBy: { subject: "asc" },
    select: { subject: true },
  });
  return rows.map((row) => row.subject);
}
