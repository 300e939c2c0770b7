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
