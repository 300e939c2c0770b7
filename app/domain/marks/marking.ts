/**
 * The marking of an objective paper, written once for every channel: an attempt taken on the
 * site, an answer string typed on the marks sheet and an OMR scanner's CSV all come here. Plain functions
 * of the key and the answers, no database, so a re-mark is the same arithmetic as the first marking.
 */

export type QuestionKind = "single" | "multiple" | "numerical";

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/** What marking needs of a question: its key and its marks. */
export type KeyedQuestion = {
  position: number;
  kind: QuestionKind;
  /** "B", "AC" (letters in order) or a number as text. */
  answer: string;
  tolerance: number;
  marks: number;
  /** Marks for a wrong answer: 0 or negative. */
  negativeMarks: number;
};

/** A student's answers by question position; a missing or empty answer is unattempted. */
export type AnswerSet = Record<number, string | undefined>;

export type Outcome = "correct" | "wrong" | "unattempted";

/** Marks kept to two decimals, so that sums of quarter and half marks do not show a float's tail (12.750000001). */
export const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * An answer as the key writes it: letters upper-case, in order and once each ("ca" is "AC"); a number as
 * the number it is. Anything else (a letter E, a word in a number box) is null: no answer.
 */
export function normalAnswer(kind: QuestionKind, raw: string | undefined): string | null {
  const text = (raw ?? "").trim();
  if (text === "" || text === "-") return null;
  if (kind === "numerical") {
    const value = Number(text);
    return Number.isFinite(value) ? String(value) : null;
  }
  const letters = [...new Set(text.toUpperCase().replace(/[\s,]/g, ""))];
  if (letters.length === 0 || letters.some((letter) => !OPTION_LETTERS.includes(letter as never))) return null;
  if (kind === "single" && letters.length > 1) return null;
  return letters.sort().join("");
}

/** Rounding noise of decimal answers (0.1 + 0.2) never makes a right answer wrong. */
const EPSILON = 1e-9;

/**
 * One question: a single or multiple-correct answer is right only when it is exactly the key (all or
 * nothing, JEE Advanced's simplest rule); a number is right within the tolerance. Wrong answers get the
 * negative marks, unattempted ones nothing.
 */
export function markQuestion(question: KeyedQuestion, raw: string | undefined): { outcome: Outcome; marks: number } {
  const answer = normalAnswer(question.kind, raw);
  if (answer === null) return { outcome: "unattempted", marks: 0 };
  const right =
    question.kind === "numerical"
      ? Math.abs(Number(answer) - Number(question.answer)) <= question.tolerance + EPSILON
      : answer === question.answer;
  return right ? { outcome: "correct", marks: question.marks } : { outcome: "wrong", marks: question.negativeMarks };
}

/**
 * A whole answer set against a paper: each question's outcome and marks, and the total. The total is
 * what the results keep; it is never below zero (decision 145).
 */
export function markAnswers(questions: KeyedQuestion[], answers: AnswerSet) {
  const marked = questions.map((question) => ({
    position: question.position,
    answer: normalAnswer(question.kind, answers[question.position]),
    ...markQuestion(question, answers[question.position]),
  }));
  const sum = twoDecimals(marked.reduce((total, question) => total + question.marks, 0));
  return { questions: marked, sum, total: Math.max(0, sum) };
}

/** A 32-bit FNV-1a hash: the seed of a student's option order. */
function hash(text: string) {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.charCodeAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The order a student sees a question's options in: indexes into A–D, shuffled by a generator seeded with
 * the attempt and the question (mulberry32), so a reload or another device shows the same order. The
 * options keep their letters underneath: a chosen option is sent and stored as its key letter, which is
 * why a shuffled paper marks exactly as an unshuffled one.
 */
export function optionOrder(seed: string): number[] {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Words with values, in the caller's language: the answer string's problems are shown to the teacher. */
type Say = (key: string, values: Record<string, string | number>) => string;
const inEnglish: Say = (key, values) => key.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

/**
 * An answer string as OMR scanners and teachers write it: one character per question ("ABDC-A", `-` or a
 * space for unattempted), or, where a question takes several letters or a number, the answers separated
 * by commas ("A,BD,-,9.8"). Returns the answers by position, or why the string does not fit the paper.
 */
export function readAnswerString(
  text: string,
  questions: Pick<KeyedQuestion, "position" | "kind">[],
  say: Say = inEnglish,
): { answers: AnswerSet } | { problem: string } {
  const trimmed = text.trim();
  const parts = trimmed.includes(",") ? trimmed.split(",").map((part) => part.trim()) : [...trimmed];
  if (parts.length !== questions.length) {
    return {
      problem: say("The answer string has {{count}} answers; the paper has {{questions}} questions", {
        count: parts.length,
        questions: questions.length,
      }),
    };
  }
  const answers: AnswerSet = {};
  for (const [index, question] of questions.entries()) {
    const part = parts[index] === " " ? "-" : parts[index];
    if (part !== "-" && part !== "" && normalAnswer(question.kind, part) === null) {
      const problem =
        question.kind === "numerical"
          ? 'Answer {{n}} ("{{answer}}") should be a number or -'
          : question.kind === "single"
            ? 'Answer {{n}} ("{{answer}}") should be one of A–D or -'
            : 'Answer {{n}} ("{{answer}}") should be letters A–D or -';
      return { problem: say(problem, { n: question.position, answer: part }) };
    }
    answers[question.position] = part === "-" ? "" : part;
  }
  return { answers };
}
