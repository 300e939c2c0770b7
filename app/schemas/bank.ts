import { z } from "zod";
import { keyOfAnswer, optionText } from "./online-tests";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const name = (what: string, max: number) =>
  z
    .string({ error: `Write the ${what}` })
    .trim()
    .min(1, `Write the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

/**
 * A bank question as the form, the API and the imports write it: where it belongs (subject, chapter, topic), how
 * hard it is, its text, options, answer (letters or a number with a tolerance, as a paper's CSV writes it) and its
 * worked solution. Text, options and solution may carry LaTeX between `$…$`.
 */
export const bankQuestionSchema = z
  .object({
    subject: name("subject", 60),
    chapter: name("chapter", 100),
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
  })
  .transform((row, context) => {
    const key = keyOfAnswer(row.answer, [row.option_a, row.option_b, row.option_c, row.option_d], context);
    if (!key) return z.NEVER;
    const { subject, chapter, topic, difficulty, text, solution } = row;
    return { subject, chapter, topic, difficulty, text, solution, ...key };
  });

export type BankQuestionContent = z.output<typeof bankQuestionSchema>;
