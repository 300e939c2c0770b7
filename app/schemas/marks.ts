import { z } from "zod";
import { dayField } from "./dates";
import { idField, nameField } from "./fields";
import { MESSAGES } from "./words";

export const newTestSchema = z.object({
  test_name: nameField("Test name"),
  date: dayField("Choose the test's date"),
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
  });

/**
 * Says a message that carries a value, in the language of whoever is asked. The server's callers pass the
 * request's translator (schemas stay free of the server's i18n); without one the message is said in English.
 */
export type Say = (message: string, values: Record<string, string | number>) => string;
const inEnglish: Say = (message, values) =>
  message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** A mark on a test out of `maxMarks`: a number, not negative, at most two decimals, at most the maximum. */
const markFor = (maxMarks: number, say: Say) =>
  markNumber.pipe(
    z
      .number()
      .min(0, "Marks cannot be negative")
      .refine(hasTwoDecimals, "Use at most two decimal places")
      .refine((marks) => marks <= maxMarks, say("Marks cannot be more than {{max}}", { max: maxMarks })),
  );

/** A ticked box as a form sends it ("on"), or a JSON true. */
const tickField = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === 1 || value === "1",
  z.boolean(),
);

const remarkField = z.string().trim().max(500, "Keep the remark under 500 characters").optional().default("");

/**
 * A result on a test out of `maxMarks`: whose it is, the mark (empty means 0), attempted or not, the remark.
 * Every way marks come in checks its rows with this one schema: the API's body, the marks sheet and a CSV
 * import (both through the sheet's row below), and the domain before it saves.
 */
export const resultRowSchemaFor = (maxMarks: number, say: Say = inEnglish) =>
  z.object({
    student_id: idField("Student"),
    marks: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? 0 : value),
      markFor(maxMarks, say),
    ),
    attempted: tickField,
    remark: remarkField,
  });

/**
 * The API's body names no maximum: the test's maximum is checked by the domain, with the same row schema,
 * once it has read the test. Every other rule of a row is checked here.
 */
export const resultsSchema = z.object({
  results: z
    .array(resultRowSchemaFor(Number.POSITIVE_INFINITY), { error: MESSAGES.fillEntries })
    .min(1, MESSAGES.fillEntries)
    .max(5000),
});

type ResultRowInput = z.input<ReturnType<typeof resultRowSchemaFor>>;

const isBlank = (value: unknown) => value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * A row of the marks sheet (the form's boxes, or a CSV line put into them): a typed mark is attempted,
 * 'Absent' is not attempted, and neither is "not entered": no result, so no row to save (undefined).
 */
export const sheetRowSchemaFor = (maxMarks: number, say: Say = inEnglish) =>
  z
    .object({
      student_id: z.unknown().optional(),
      marks: z.unknown().optional(),
      absent: tickField,
      remark: z.string().optional(),
    })
    .superRefine((row, context) => {
      if (row.absent && !isBlank(row.marks))
        context.addIssue({ code: "custom", path: ["marks"], message: "Clear the mark or untick Absent" });
    })
    .transform((row): ResultRowInput | undefined =>
      isBlank(row.marks) && !row.absent
        ? undefined
        : { student_id: row.student_id, marks: row.absent ? 0 : row.marks, attempted: !row.absent, remark: row.remark },
    )
    .pipe(resultRowSchemaFor(maxMarks, say).optional());

/**
 * The rows of a sheet form (`students[3].roll_no`) as sent: a number the form skipped, or a row that is no
 * result, is no row rather than a row full of errors, so messages are only ever about rows that were sent;
 * each row keeps its number (`line`) for the messages the domain adds. Numbers beyond the sheet never get
 * here: the form's reader refuses them (form-stream.server.ts).
 */
const sentRows = <Row extends z.ZodType<object | undefined>>(row: Row) =>
  z
    .array(row.optional())
    .max(5000)
    .transform((rows) =>
      rows.flatMap((value, line) => (value === undefined ? [] : [{ ...(value as NonNullable<z.output<Row>>), line }])),
    );

/** The sheet's buttons: 'check' is the form's default (what Enter submits), and saves nothing. */
export const SHEET_INTENTS = ["check", "save"] as const;

/** The marks sheet of a test out of `maxMarks`: the results to save, each with its line on the sheet. */
export const marksSheetSchemaFor = (maxMarks: number, say: Say = inEnglish) =>
  z.object({
    intent: z.enum(SHEET_INTENTS).catch("check"),
    results: sentRows(sheetRowSchemaFor(maxMarks, say)).default([]),
  });

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
/** A result to save; `line` is the row of the sheet it came from, when it came from the sheet. */
export type ResultRow = z.output<ReturnType<typeof resultRowSchemaFor>> & { line?: number };
/** Roll numbers to set; `line` is the row of the form each came from, when it came from the form. */
export type RollNumbers = { student_id: number; roll_no: number; line?: number }[];
