import type { DocxParagraph, DocxPicture } from "./docx-read.server";

/** Where a picture goes: the question's own image, or one option's. */
export type PicturePlace = "question" | "a" | "b" | "c" | "d";

/** One question as the document writes it: its fields as text, its pictures by place, what could not be read. */
export type DocxQuestion = {
  number: number;
  values: Record<string, string>;
  pictures: Partial<Record<PicturePlace, DocxPicture[]>>;
  problems: Record<string, string>;
};

/**
 * The documented layout (README, 'Importing questions'): a paragraph "Q1. text" (or "1." or "Q.") starts a question,
 * "A) …" to "D) …" (or "(a) …") are its options, "Answer: B" and "Solution: …" follow; "Subject:", "Chapter:",
 * "Topic:" and "Difficulty:" lines apply to every question after them. A paragraph that is none of these continues
 * the part before it; text before the first question (a title) is left.
 */
const QUESTION = /^(?:Q\s*\d*\s*[.):]|\d+\s*[.)])\s*/i;
/**
 * Inside a solution a numbered line is one of its steps, unless it is "Q…" or carries the next question's number
 * (so "1." … "Solution: …" … "2." reads as two questions, and a solution's steps "1.", "2." stay in it).
 */
const Q_QUESTION = /^Q\s*\d*\s*[.):]/i;
const NUMBER = /^(\d+)\s*[.)]/;
const startsQuestion = (text: string, inSolution: boolean, next: number) =>
  inSolution ? Q_QUESTION.test(text) || Number(NUMBER.exec(text)?.[1]) === next : QUESTION.test(text);
const OPTION = /^(?:\(([a-d])\)|([a-d])\s*[.)])\s*/i;
const ANSWER = /^(?:answer|ans)\s*[.:-]\s*/i;
const SOLUTION = /^(?:solution|sol|explanation)\s*[.:-]\s*/i;
const SETTING = /^(subject|chapter|topic|difficulty)\s*:\s*/i;

type Part = PicturePlace | "answer" | "solution";

export function questionsOf(paragraphs: DocxParagraph[]): DocxQuestion[] {
  const settings: Record<string, string> = { subject: "", chapter: "", topic: "", difficulty: "" };
  const questions: DocxQuestion[] = [];
  let current: DocxQuestion | null = null;
  let part: Part = "question";

  const fieldOf = (place: Part) => (place === "question" ? "text" : place.length === 1 ? `option_${place}` : place);
  const append = (place: Part, text: string) => {
    if (!current || !text) return;
    const field = fieldOf(place);
    current.values[field] = current.values[field] ? `${current.values[field]}\n${text}` : text;
  };
  const picture = (place: Part, found: DocxPicture[]) => {
    if (!current || found.length === 0) return;
    if (place === "answer" || place === "solution") {
      current.problems.solution ??= "Pictures go in the question or an option, not after them";
      return;
    }
    current.pictures[place] = [...(current.pictures[place] ?? []), ...found];
  };

  for (const { text, pictures } of paragraphs) {
    const setting = SETTING.exec(text);
    const option = OPTION.exec(text);
    if (setting) {
      const name = setting[1].toLowerCase();
      settings[name] = text.slice(setting[0].length).trim();
      if (name === "difficulty") settings[name] = settings[name].toLowerCase();
    } else if (startsQuestion(text, part === "solution", questions.length + 1)) {
      current = { number: questions.length + 1, values: { ...settings }, pictures: {}, problems: {} };
      questions.push(current);
      part = "question";
      append(part, text.replace(QUESTION, ""));
      picture(part, pictures);
    } else if (!current) {
    } else if (option && (part === "question" || part.length === 1)) {
      part = (option[1] ?? option[2]).toLowerCase() as PicturePlace;
      append(part, text.slice(option[0].length));
      picture(part, pictures);
    } else if (ANSWER.test(text)) {
      part = "answer";
      append(part, text.replace(ANSWER, ""));
      picture(part, pictures);
    } else if (SOLUTION.test(text)) {
      part = "solution";
      append(part, text.replace(SOLUTION, ""));
      picture(part, pictures);
    } else if (part === "answer") {
      if (text) current.problems.answer ??= 'Text after the answer: start a solution with "Solution:"';
      picture(part, pictures);
    } else {
      append(part, text);
      picture(part, pictures);
    }
  }
  return questions;
}
