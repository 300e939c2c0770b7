import type { Difficulty, KINDS } from "~/schemas/bank";

/** The words shown for a stored difficulty and kind (keys of the bank catalogue). */
export const DIFFICULTY_WORDS: Record<Difficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

export const KIND_WORDS: Record<(typeof KINDS)[number], string> = {
  single: "One correct option",
  multiple: "Several correct options",
  numerical: "Numerical answer",
};

/** The word of a stored value, or the value itself for one no list knows. */
export const wordOf = (words: Record<string, string>, value: string) => words[value] ?? value;

/** The names of a question's fields, for "what changed" in its history. */
export const FIELD_WORDS: Record<string, string> = {
  subject: "Subject",
  chapter: "Chapter",
  topic: "Topic",
  difficulty: "Difficulty",
  text: "Question",
  solution: "Solution",
  kind: "Type",
  answer: "Answer",
  tolerance: "Tolerance",
  optionA: "Option A",
  optionB: "Option B",
  optionC: "Option C",
  optionD: "Option D",
};
