import { z } from "zod";
import { idField, nameField } from "./fields";
import { MESSAGES } from "./words";

const isoDay = z
  .string({ error: "Choose the test's date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the test's date")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "That date does not exist",
  );

export const newTestSchema = z.object({
  test_name: nameField("Test name"),
  date: isoDay,
  max_marks: z.coerce
    .number({ error: "Maximum marks must be a number" })
    .int("Maximum marks must be a whole number")
    .min(1, "Maximum marks must be at least 1")
    .max(1000, "Maximum marks can be at most 1000")
    .default(100),
});

/** The API names the batch and subject in the body; the page takes them from its address. */
export const newTestApiSchema = newTestSchema.extend({ batch_id: idField("Batch"), subject_id: idField("Subject") });

/** Empty means 0 (SPEC); anything else must be a number. The test's maximum is checked by the domain. */
const marksField = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? 0 : value),
  z.coerce
    .number({ error: "Marks must be a number" })
    .refine(Number.isFinite, "Marks must be a number")
    .min(0, "Marks cannot be negative")
    .refine((value) => Math.round(value * 100) === value * 100, "Use at most two decimal places"),
);

const attemptedField = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === 1 || value === "1",
  z.boolean(),
);

export const resultRowSchema = z.object({
  student_id: idField("Student"),
  marks: marksField,
  attempted: attemptedField,
  remark: z.string().trim().max(500, "Keep the remark under 500 characters").optional().default(""),
});

export const resultsSchema = z.object({
  results: z.array(resultRowSchema, { error: MESSAGES.fillEntries }).min(1, MESSAGES.fillEntries).max(5000),
});

export type NewTest = z.output<typeof newTestSchema>;
export type ResultRow = z.output<typeof resultRowSchema>;
