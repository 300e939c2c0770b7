import { z } from "zod";
import { wallTimeField } from "./dates";
import { idField } from "./fields";

/** The header of a question paper's CSV, in the issue's words: one row a question. */
export const PAPER_CSV_COLUMNS = [
  "text",
  "option_a",
  "option_b",
  "option_c",
  "option_d",
  "answer",
  "marks",
  "negative_marks",
  "section",
] as const;

/** Columns a CSV may leave out: older papers have no `section`, and a missing penalty is 0. */
export const OPTIONAL_PAPER_CSV_COLUMNS: readonly string[] = ["negative_marks", "section"];

export const MAX_QUESTIONS = 300;

const NUMBER_ANSWER = /^(-?\d+(?:\.\d+)?)(?:\s*(?:±|\+-|\+\/-)\s*(\d+(?:\.\d+)?))?$/;

const marksNumber = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((value) => Math.abs(value) <= 100, `${label} can be at most 100`),
  );

export const optionText = z.string().trim().max(1000, "Keep an option under 1000 characters").optional().default("");

/**
 * One question as the CSV and the API write it. `answer` says the kind: a letter A–D (single correct),
 * several letters such as AC (multiple correct) or a number, optionally with a tolerance ("9.8±0.1");
 * `negative_marks` is the penalty for a wrong answer, written -1 or 1 alike.
 */
export const questionRowSchema = z
  .object({
    text: z
      .string({ error: "Write the question" })
      .trim()
      .min(1, "Write the question")
      .max(5000, "Keep the question under 5000 characters"),
    option_a: optionText,
    option_b: optionText,
    option_c: optionText,
    option_d: optionText,
    answer: z
      .string({ error: "Give the answer" })
      .trim()
      .min(1, "Give the answer: a letter A–D, letters such as AC, or a number"),
    marks: marksNumber("Marks").refine((value) => value > 0, "Marks must be more than 0"),
    negative_marks: z.preprocess(
      (value) => (value === "" || value === undefined ? 0 : value),
      marksNumber("Negative marks"),
    ),
    section: z.string().trim().max(60, "Keep the section under 60 characters").optional().default(""),
  })
  .transform((row, context) => {
    const key = keyOfAnswer(row.answer, [row.option_a, row.option_b, row.option_c, row.option_d], context);
    if (!key) return z.NEVER;
    return {
      text: row.text,
      marks: row.marks,
      negativeMarks: -Math.abs(row.negative_marks),
      section: row.section,
      ...key,
    };
  });

/**
 * The kind and key a written answer says: a letter A–D (single correct), several letters such as AC (multiple
 * correct, kept in order) or a number with an optional tolerance ("9.8±0.1"); options stay only for letters, and
 * then all four are needed. Null, with the problem told to the context, when it is none of these.
 */
export function keyOfAnswer(written: string, options: string[], context: z.RefinementCtx) {
  const letters = written.toUpperCase().replace(/[\s,]/g, "");
  if (/^[A-D]+$/.test(letters)) {
    if (options.some((option) => option === "")) {
      context.addIssue({
        code: "custom",
        path: ["option_a"],
        message: "A question answered by letters needs all four options A–D",
      });
      return null;
    }
    const answer = [...new Set(letters)].sort().join("");
    const [optionA, optionB, optionC, optionD] = options;
    return {
      kind: answer.length === 1 ? ("single" as const) : ("multiple" as const),
      answer,
      tolerance: 0,
      optionA,
      optionB,
      optionC,
      optionD,
    };
  }
  const number = NUMBER_ANSWER.exec(written);
  if (!number) {
    context.addIssue({
      code: "custom",
      path: ["answer"],
      message: `The answer "${written}" is neither letters A–D nor a number`,
    });
    return null;
  }
  return {
    kind: "numerical" as const,
    answer: String(Number(number[1])),
    tolerance: Number(number[2] ?? 0),
    optionA: "",
    optionB: "",
    optionC: "",
    optionD: "",
  };
}

export type NewQuestion = z.output<typeof questionRowSchema>;

/** The API's paper: its questions in order; `remark` allows changing answers and marks after attempts. */
export const paperSchema = z.object({
  questions: z
    .array(questionRowSchema)
    .min(1, "A paper needs at least one question")
    .max(MAX_QUESTIONS, `A paper has at most ${MAX_QUESTIONS} questions`),
  remark: z.boolean().optional().default(false),
});

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** When a test may be taken on the site: its window and how long one attempt lasts. */
export const windowSchema = z
  .object({
    opens_at: wallTimeField("Choose when the test opens"),
    closes_at: wallTimeField("Choose when the test closes"),
    duration_minutes: z.coerce
      .number({ error: "Duration must be a number of minutes" })
      .int("Duration must be a whole number of minutes")
      .min(1, "Duration must be at least 1 minute")
      .max(600, "Duration can be at most 600 minutes"),
    shuffle_options: checkbox,
    solutions_after_close: checkbox,
  })
  .refine((window) => window.closes_at > window.opens_at, {
    path: ["closes_at"],
    message: "The test must close after it opens",
  });

export type TestWindow = z.output<typeof windowSchema>;

const answerText = z.string().trim().max(40, "An answer is at most 40 characters");

/** Answers saved from an attempt: by question position; `review` the positions marked for review. */
export const attemptAnswersSchema = z.object({
  answers: z.record(z.string().regex(/^[1-9]\d*$/, "Answers are keyed by question number"), answerText),
  review: z.array(z.coerce.number().int().min(1)).max(MAX_QUESTIONS).optional(),
  page: z.coerce.number().int().min(1).max(100).optional(),
});

export type AttemptAnswers = z.output<typeof attemptAnswersSchema>;

/** Where a page of the attempt goes after saving. */
export const ATTEMPT_MOVES = ["next", "previous", "submit", "finish_section", "stay"] as const;

const position = z.number().int().min(1);

/**
 * A page of the attempt as its HTML form sends it, read by the API's schema: `answer_12` (a radio, checkboxes
 * or a number box) becomes the answer to question 12, `review_12` marks it for review, and `shown` names the
 * page's questions, so that an answer taken back (a checkbox unticked, a number box emptied) is cleared rather
 * than kept. A form never fails on its shape during a timed test: an overlong number is cut to the longest
 * answer, and a missing page or move is the first page and 'next'.
 */
export const attemptPageFormSchema = z.preprocess(
  (form) => {
    if (!(form instanceof FormData)) return form;
    const shown = String(form.get("shown") ?? "")
      .split(",")
      .map(Number)
      .filter((number) => Number.isInteger(number) && number > 0)
      .slice(0, MAX_QUESTIONS);
    const answers = Object.fromEntries(
      shown.map((number) => [String(number), form.getAll(`answer_${number}`).map(String).join("").slice(0, 40)]),
    );
    const review = shown.filter((number) => form.get(`review_${number}`) === "on");
    return { answers, review, shown, move: form.get("move"), page: form.get("page") };
  },
  attemptAnswersSchema.extend({
    review: z.array(position).max(MAX_QUESTIONS),
    shown: z.array(position).max(MAX_QUESTIONS),
    move: z.enum(ATTEMPT_MOVES).catch("next"),
    page: z.coerce.number().int().min(1).catch(1),
  }),
);

/** Answer strings typed on the marks sheet: one per student, empty for a student not entered. */
export const answerStringsSchema = z.object({
  rows: z
    .array(z.object({ student_id: idField("Student"), answers: z.string().trim().max(2000).optional().default("") }))
    .max(5000),
});

/** The words that stand in for a question's image, for those who cannot see it. */
export const questionImageSchema = z.object({
  alt: z
    .string({ error: "Describe the image in a few words" })
    .trim()
    .min(1, "Describe the image in a few words")
    .max(300, "Keep the description under 300 characters"),
});

export type QuestionImage = z.output<typeof questionImageSchema>;
