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

/**
 * At most two decimals, checked on the decimal text rather than by multiplying floats: 33.3 * 100 is
 * 3329.9999999999995 in binary floating point, which used to refuse good marks.
 */
const hasTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

/** Letters a hurried hand types for digits: "7O" is seventy with a letter O. */
const LOOKALIKE_DIGITS: Record<string, string> = { O: "0", o: "0", l: "1", I: "1" };

/** Why a typed mark is not a number: the letter to look at, when reading it as a digit would make one. */
export function notANumber(typed: string) {
  const text = typed.trim();
  const letters = [...new Set([...text].filter((c) => c in LOOKALIKE_DIGITS))];
  const asDigits = [...text].map((c) => LOOKALIKE_DIGITS[c] ?? c).join("");
  if (letters.length === 0 || !Number.isFinite(Number(asDigits))) return "Marks must be a number";
  return `${text} is not a number (${letters.map((letter) => `a letter ${letter}`).join(" or ")}?)`;
}

const markNumber = z
  .union([z.number(), z.string()], { error: "Marks must be a number" })
  .transform((value, context) => {
    const number = Number(value);
    if (Number.isFinite(number)) return number;
    context.addIssue({
      code: "custom",
      message: typeof value === "string" ? notANumber(value) : "Marks must be a number",
    });
    return z.NEVER;
  })
  .pipe(z.number().min(0, "Marks cannot be negative").refine(hasTwoDecimals, "Use at most two decimal places"));

/** Empty means 0 (SPEC, for the API); anything else must be a number. The test's maximum is checked by the domain. */
const marksField = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? 0 : value),
  markNumber,
);

const attemptedField = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === 1 || value === "1",
  z.boolean(),
);

const remarkField = z.string().trim().max(500, "Keep the remark under 500 characters").optional().default("");

export const resultRowSchema = z.object({
  student_id: idField("Student"),
  marks: marksField,
  attempted: attemptedField,
  remark: remarkField,
});

export const resultsSchema = z.object({
  results: z.array(resultRowSchema, { error: MESSAGES.fillEntries }).min(1, MESSAGES.fillEntries).max(5000),
});

/**
 * A row of the teacher's marks sheet (DESIGN departure 19): the mark box starts empty; a typed mark means
 * attempted, 'Absent' means not attempted, and neither means "not entered" (that row is not saved).
 */
export const sheetRowSchema = z
  .object({
    student_id: idField("Student"),
    marks: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      markNumber.optional(),
    ),
    absent: attemptedField,
    remark: remarkField,
  })
  .superRefine((row, context) => {
    if (row.absent && row.marks !== undefined)
      context.addIssue({ code: "custom", path: ["marks"], message: "Clear the mark or untick Absent" });
  });

/**
 * The rows of a sheet form (`students[3].roll_no`) as sent: a number the form skipped is no row rather than
 * a row full of errors, so messages are only ever about rows that were sent; each row keeps its number
 * (`line`) for the messages the domain adds. Numbers beyond the sheet never get here: the form's reader
 * refuses them (form-stream.server.ts).
 */
const sentRows = <Row extends z.ZodType<object>>(row: Row) =>
  z
    .array(row.optional())
    .max(5000)
    .transform((rows) => rows.flatMap((value, line) => (value === undefined ? [] : [{ ...value, line }])));

/** The sheet's buttons: 'check' is the form's default (what Enter submits), and saves nothing. */
export const SHEET_INTENTS = ["check", "save"] as const;

/**
 * The sheet of a test out of `maxMarks`: the maximum is checked here too, so that a sheet with a word in
 * one row and too many marks in another names both rows at once (the domain checks it again).
 */
export const marksSheetSchemaFor = (maxMarks: number) =>
  z.object({
    intent: z.enum(SHEET_INTENTS).catch("check"),
    results: sentRows(
      sheetRowSchema.refine((row) => (row.marks ?? 0) <= maxMarks, {
        path: ["marks"],
        message: `Marks cannot be more than ${maxMarks}`,
      }),
    ).default([]),
  });

/** The sheet's rows as the API's rows, with the sheet line each came from; not-entered rows drop out. */
export function enteredRows(rows: (SheetRow & { line?: number })[]) {
  return rows.flatMap((row, index) =>
    row.absent || row.marks !== undefined
      ? [
          {
            line: row.line ?? index,
            student_id: row.student_id,
            marks: row.marks ?? 0,
            attempted: !row.absent,
            remark: row.remark,
          },
        ]
      : [],
  );
}

export const rollNumbersSchema = z.object({
  students: sentRows(
    z.object({
      student_id: idField("Student"),
      roll_no: z.coerce
        .number({ error: "Roll number must be a number" })
        .int("Roll number must be a whole number")
        .min(1, "Roll number must be at least 1")
        .max(100000, "Roll number is too large"),
    }),
  ).refine((rows) => rows.length > 0, "Give at least one roll number"),
});

export type NewTest = z.output<typeof newTestSchema>;
export type ResultRow = z.output<typeof resultRowSchema>;
export type SheetRow = z.output<typeof sheetRowSchema>;
/** Roll numbers to set; `line` is the row of the form each came from, when it came from the form. */
export type RollNumbers = { student_id: number; roll_no: number; line?: number }[];
