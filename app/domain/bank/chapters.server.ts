import { db } from "~/db.server";

export type BankChapter = { subject: string; chapter: string; easy: number; medium: number; hard: number };

/**
 * The bank's chapters (of one subject, or all), each with how many questions of each difficulty it holds,
 * merged duplicates left out; counted by the database.
 */
export async function bankChapters(subject?: string): Promise<BankChapter[]> {
  const rows = await db.bankQuestion.groupBy({
    by: ["subject", "chapter", "difficulty"],
    where: { mergedIntoId: null, ...(subject ? { subject } : {}) },
    _count: { _all: true },
    orderBy: [{ subject: "asc" }, { chapter: "asc" }],
  });
  const chapters = new Map<string, BankChapter>();
  for (const row of rows) {
    const key = JSON.stringify([row.subject, row.chapter]);
    const chapter = chapters.get(key) ?? { subject: row.subject, chapter: row.chapter, easy: 0, medium: 0, hard: 0 };
    if (row.difficulty === "easy" || row.difficulty === "medium" || row.difficulty === "hard")
      chapter[row.difficulty] = row._count._all;
    chapters.set(key, chapter);
  }
  return [...chapters.values()];
}
