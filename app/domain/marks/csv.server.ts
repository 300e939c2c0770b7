import type { Readable } from "node:stream";
import { db } from "~/db.server";
import { sheetRowSchemaFor } from "~/schemas/marks";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { DomainError, invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { markHistory } from "./history.server";
import { resultSheet } from "./sheet.server";
import { type SheetRow, sheetRowOf } from "./sheet-row";
import { listSubjectTests } from "./tests.server";

/**
 * OWASP's rule against CSV formula injection: a text cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe. `readCell` takes it off.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount ("-915.25", a credit note's tax) is a number to a spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?$/;
const safeCell = (value: string | number) =>
  typeof value === "string" && FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
const readCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * Every CSV the site writes goes through here, so that no cell can run as a formula. csv-stringify, like
 * csv-parse below, is loaded with the first CSV the process writes, not at start (decision 126).
 */
export async function writeCsv(columns: string[], rows: (string | number)[][]) {
  const { stringify } = await import("csv-stringify/sync");
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { header: true, columns: columns.map((column) => String(safeCell(column))) },
  );
}
const fileSafe = (text: string) =>
  text
    .replace(/[^\w-]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase() || "marks";

/**
 * One test's marks: a row per registered student in roll-number order; the same columns the import
 * reads. An absent student has attempted "no" and no marks; a student not entered has neither. With
 * `history`, the file is the test's change history instead.
 */
export async function exportTestCsv(actor: Actor, testId: number, history = false) {
  const { test, rows } = await resultSheet(actor, testId);
  if (history) return exportHistoryCsv(actor, testId, test.name);
  const csv = await writeCsv(
    ["roll_no", "email", "name", "marks", "attempted", "remark"],
    rows.map(({ student, result }) => [
      student.rollNo ?? "",
      student.email,
      student.name,
      result?.attempted ? result.marks : "",
      result ? (result.attempted ? "yes" : "no") : "",
      result?.remark ?? "",
    ]),
  );
  return { filename: `${fileSafe(test.name)}-marks.csv`, csv };
}

async function exportHistoryCsv(actor: Actor, testId: number, testName: string) {
  const { changes } = await markHistory(actor, testId);
  const csv = await writeCsv(
    ["changed_at", "changed_by", "roll_no", "name", "old_marks", "new_marks", "old_remark", "new_remark"],
    changes.map((change) => [
      change.changedAt,
      change.changedBy,
      change.rollNo ?? "",
      change.studentName,
      change.old ?? "",
      change.new,
      change.oldRemark,
      change.newRemark,
    ]),
  );
  return { filename: `${fileSafe(testName)}-history.csv`, csv };
}

/** Every test of a subject side by side: a column per test, "absent" where a student did not attempt. */
export async function exportSubjectCsv(actor: Actor, batchId: number, subjectId: number) {
  const overview = await listSubjectTests(actor, batchId, subjectId);
  const results = await db.result.findMany({
    where: { testId: { in: overview.tests.map((test) => test.id) } },
    select: { testId: true, studentId: true, marks: true, attempted: true },
  });
  const cell = new Map(results.map((r) => [`${r.testId}:${r.studentId}`, r.attempted ? String(r.marks) : "absent"]));
  const columns = [
    "roll_no",
    "email",
    "name",
    ...overview.tests.map((test) => `${test.name} (${test.date}, out of ${test.maxMarks})`),
  ];
  const csv = await writeCsv(
    columns,
    overview.students.map((student) => [
      student.rollNo ?? "",
      student.email,
      student.name,
      ...overview.tests.map((test) => cell.get(`${test.id}:${student.id}`) ?? ""),
    ]),
  );
  return { filename: `${fileSafe(`${overview.batchName}-${overview.subjectName}`)}-marks.csv`, csv };
}

const ATTEMPTED = new Map([
  ["yes", true],
  ["y", true],
  ["true", true],
  ["1", true],
  ["no", false],
  ["n", false],
  ["false", false],
  ["0", false],
  ["absent", false],
]);

export type ImportProblem = { line: number; message: string };

/** A student's line is a few dozen characters; a far longer one is not a line of marks. */
const MAX_LINE_CHARS = 8 * 1024;

/**
 * The CSV's records, read as the file streams in (csv-parse's streaming API), so a big file never holds the
 * server up: at most one line per student of the sheet (or `tooMany` says what the limit is), and the
 * reading stops at the first line too many.
 */
export async function readRecords(
  source: Readable,
  maxRecords: number,
  tooMany = say(
    "The file has more lines than the sheet has students ({{count}}). Keep one line per student and import it again.",
    { count: maxRecords },
  ),
) {
  const { parse } = await import("csv-parse");
  const parser = parse({
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
    max_record_size: MAX_LINE_CHARS,
    cast: (value) => readCell(value),
  });
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  const records: Record<string, string>[] = [];
  try {
    for await (const record of parser) {
      if (records.length === maxRecords) {
        throw invalid(tooMany);
      }
      records.push(record);
    }
    return records;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const reason = error instanceof Error ? error.message : "unknown problem";
    throw invalid(say("The file is not a readable CSV: {{reason}}", { reason }));
  } finally {
    source.destroy();
  }
}

/**
 * Reads a CSV (roll_no or email, marks, attempted, remark) into the marks sheet for review; nothing is
 * saved. A line is matched to its student by email, or by roll number when it has no email. Unknown
 * students and bad values are reported by line, and those lines are left out.
 */
export async function importMarksCsv(actor: Actor, testId: number, csv: Readable) {
  assertTeacher(actor);
  const sheet = await resultSheet(actor, testId);
  const records = await readRecords(csv, sheet.rows.length);
  if (records.length > 0 && !(("email" in records[0] || "roll_no" in records[0]) && "marks" in records[0])) {
    throw invalid("The CSV needs a header row with at least the columns email (or roll_no) and marks.");
  }

  const rows = sheet.rows.map(({ student, result }) => sheetRowOf(student, result));
  const byEmail = new Map(sheet.rows.map(({ student }, index) => [student.email.toLowerCase(), rows[index]]));
  const byRoll = new Map(sheet.rows.map(({ student }, index) => [String(student.rollNo), rows[index]]));
  const problems: ImportProblem[] = [];
  let imported = 0;
  for (const [index, record] of records.entries()) {
    const line = index + 2; // line 1 is the header
    const row = record.email ? byEmail.get(record.email.toLowerCase()) : byRoll.get(record.roll_no ?? "");
    const problem = row
      ? applyRecord(record, row, sheet.test.maxMarks)
      : record.email
        ? say('No student with the email "{{email}}" is registered for this subject', { email: record.email })
        : say('No student with roll number "{{roll}}" is registered for this subject', { roll: record.roll_no ?? "" });
    if (problem) problems.push({ line, message: problem });
    else imported += 1;
  }
  return { rows, problems, imported };
}

/**
 * Puts one CSV line into its student's row, or says what is wrong with it: the line is read as the sheet's
 * boxes would be filled, and checked by the sheet's row schema. An empty line of marks is "not entered".
 */
function applyRecord(record: Record<string, string>, row: SheetRow, maxMarks: number) {
  const attemptedText = (record.attempted ?? "").toLowerCase();
  const attempted = attemptedText === "" ? record.marks !== "" : ATTEMPTED.get(attemptedText);
  if (attempted === undefined) return say('Attempted must be yes or no, not "{{value}}"', { value: record.attempted });
  const absent = !attempted && (attemptedText !== "" || record.marks !== "");
  const parsed = sheetRowSchemaFor(maxMarks, say).safeParse({
    student_id: row.studentId,
    marks: attempted ? record.marks : "",
    absent,
    remark: record.remark ?? "",
  });
  // A rule's plain message is a catalogue key; one with a value (the maximum) is already said in the language.
  if (!parsed.success) return say(parsed.error.issues[0].message, {});
  Object.assign(row, {
    marks: parsed.data?.attempted ? String(parsed.data.marks) : "",
    absent,
    remark: parsed.data?.remark ?? "",
  });
  return null;
}
