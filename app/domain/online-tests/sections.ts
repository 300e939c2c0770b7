import { type KeyedQuestion, twoDecimals } from "../marks/marking";

/** A question of the key with the subject section it belongs to ("" when the paper has no sections). */
export type SectionedQuestion = KeyedQuestion & { section: string };

export type SectionMarks = { section: string; marks: number; max: number };

/**
 * One student's marks by the paper's subject sections (Physics, Chemistry, Maths…), in the order the
 * sections first appear, each with its maximum; questions without a section make a section "". A paper
 * without sections gives none. The sections' marks keep their negatives: only the total is floored at 0.
 */
export function marksBySection(key: SectionedQuestion[], marks: number[]): SectionMarks[] {
  if (key.every((question) => question.section === "")) return [];
  const sections = new Map<string, SectionMarks>();
  key.forEach((question, index) => {
    const row = sections.get(question.section) ?? { section: question.section, marks: 0, max: 0 };
    row.marks = twoDecimals(row.marks + marks[index]);
    row.max = twoDecimals(row.max + question.marks);
    sections.set(question.section, row);
  });
  return [...sections.values()];
}

/** The most questions a page of the attempt shows. */
export const QUESTIONS_PER_PAGE = 10;

/**
 * The attempt's pages: the questions in order, ten at most a page, a page never mixing two sections, so that a
 * section's clock closes whole pages. Each page lists its question positions and its section.
 */
export function paperPages(questions: { position: number; section: string }[]) {
  const pages: { section: string; positions: number[] }[] = [];
  for (const question of questions) {
    const last = pages.at(-1);
    if (last && last.section === question.section && last.positions.length < QUESTIONS_PER_PAGE)
      last.positions.push(question.position);
    else pages.push({ section: question.section, positions: [question.position] });
  }
  return pages;
}

/**
 * The questions a student was given: those they drew from the paper's pool (`drawn`, JSON of positions, when each
 * student draws their own), else the whole paper.
 */
export function givenOf<Question extends { position: number }>(drawn: string, questions: Question[]): Question[] {
  if (drawn === "") return questions;
  const given = new Set(JSON.parse(drawn) as number[]);
  return questions.filter((question) => given.has(question.position));
}
