import { z } from "zod";
import { IDEMPOTENCY_KEY_FIELD, idempotencyKey } from "./fees";
import { keyOfAnswer, optionText } from "./online-tests";
import { emptyAsMissing, pageField } from "./paging";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A name field with its two messages written out whole, so each is one catalogue entry. */
const name = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * A bank question as the form, the API and the imports write it: where it belongs (subject, chapter, topic), how
 * hard it is, its text, options, answer (letters or a number with a tolerance, as a paper's CSV writes it) and its
 * worked solution. Text, options and solution may carry LaTeX between `$…$`.
 */
const bankQuestionFields = z.object({
  subject: name("Write the subject", "Keep the subject under 60 characters", 60),
  chapter: name("Write the chapter", "Keep the chapter under 100 characters", 100),
  topic: z.string().trim().max(100, "Keep the topic under 100 characters").optional().default(""),
  difficulty: z.enum(DIFFICULTIES, { error: "Choose easy, medium or hard" }),
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
  solution: z.string().trim().max(5000, "Keep the solution under 5000 characters").optional().default(""),
});

function contentOf(row: z.output<typeof bankQuestionFields>, context: z.RefinementCtx) {
  const key = keyOfAnswer(row.answer, [row.option_a, row.option_b, row.option_c, row.option_d], context);
  if (!key) return z.NEVER;
  const { subject, chapter, topic, difficulty, text, solution } = row;
  return { subject, chapter, topic, difficulty, text, solution, ...key };
}

export const bankQuestionSchema = bankQuestionFields.transform(contentOf);

export type BankQuestionContent = z.output<typeof bankQuestionSchema>;

/** 'New question' and its API call: the question, and the form's one-time key (a resent form adds it once). */
export const newBankQuestionSchema = bankQuestionFields
  .extend({ [IDEMPOTENCY_KEY_FIELD]: idempotencyKey })
  .transform((row, context) => ({ content: contentOf(row, context), key: row[IDEMPOTENCY_KEY_FIELD] ?? null }));

/**
 * Editing a question: its new content, and the version the form was drawn from, when it says (the form always
 * does), so a change saved meanwhile by someone else is not silently overwritten.
 */
export const editBankQuestionSchema = bankQuestionFields
  .extend({
    version: z.preprocess(
      emptyAsMissing,
      z.coerce.number({ error: "The version must be a number" }).int().min(1).max(1_000_000).optional(),
    ),
  })
  .transform((row, context) => ({ content: contentOf(row, context), version: row.version ?? null }));

const choice = <Values extends readonly [string, ...string[]]>(values: Values, error: string) =>
  z.preprocess(emptyAsMissing, z.enum(values, { error }).optional());
const words = (max: number) => z.preprocess(emptyAsMissing, z.string().trim().max(max).optional());

export const KINDS = ["single", "multiple", "numerical"] as const;

/** The bank's list filters, as they travel in the address (?subject=&chapter=&difficulty=&kind=&q=&page=). */
export const bankSearchSchema = z.object({
  subject: words(60),
  chapter: words(100),
  difficulty: choice(DIFFICULTIES, "Choose easy, medium or hard"),
  kind: choice(KINDS, "Choose single, multiple or numerical"),
  q: z.string().trim().max(100, "Keep the search under 100 characters").optional().default(""),
  page: pageField,
});
export type BankSearch = z.output<typeof bankSearchSchema>;

/** 'Merge': the question kept, and the duplicates that go into it. */
export const mergeSchema = z.object({
  keep: z.coerce.number({ error: "Choose the question to keep" }).int().min(1, "Choose the question to keep"),
  merge: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.coerce.number().int().min(1))
      .min(1, "Choose at least one duplicate to merge")
      .max(100, "Merge at most 100 questions at once"),
  ),
});
export type MergeInput = z.output<typeof mergeSchema>;

/** Where a bank question's image goes: the question itself, or one of its options A–D. */
export const imagePlaceSchema = z.preprocess(
  emptyAsMissing,
  z.enum(["question", "A", "B", "C", "D"], { error: "Choose the question or an option A–D" }).default("question"),
);
