import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { db } from "~/db.server";
import { resultRowSchema } from "~/schemas/tests";
import type { Actor } from "./actor";
import { invalid } from "./errors.server";
import { assertTeacher } from "./guards.server";
import { listSubjectTests, resultSheet } from "./tests.server";

const yesNo = (value: boolean) => (value ? "yes" : "no");
const fileSafe = (text: string) =>
  text
    .replace(/[^\w-]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase() || "marks";

/** One test's marks: a row per registered student; the same columns the import reads. */
export async function exportTestCsv(actor: Actor, testId: number) {
  const { test, rows } = await resultSheet(actor, testId);
  const csv = stringify(
    rows.map((row) => [row.student_email, row.student_name, row.marks, yesNo(row.attempted), row.remark]),
    { header: true, columns: ["email", "name", "marks", "attempted", "remark"] },
  );
  return { filename: `${fileSafe(test.name)}-marks.csv`, csv };
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
    "email",
    "name",
    ...overview.tests.map((test) => `${test.name} (${test.date}, out of ${test.max_marks})`),
  ];
  const csv = stringify(
    overview.students.map((student) => [
      student.email,
      student.name,
      ...overview.tests.map((test) => cell.get(`${test.id}:${student.id}`) ?? ""),
    ]),
    { header: true, columns },
  );
  return { filename: `${fileSafe(`${overview.batch_name}-${overview.subject_name}`)}-marks.csv`, csv };
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
  ["", false],
]);

export type ImportProblem = { line: number; message: string };

/**
 * Reads a CSV (email, marks, attempted, remark) into the marks sheet for review; nothing is saved.
 * Unknown e-mails and bad values are reported by line, and those lines are left out.
 */
export async function importMarksCsv(actor: Actor, testId: number, text: string) {
  assertTeacher(actor);
  const sheet = await resultSheet(actor, testId);
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    throw invalid(`The file is not a readable CSV: ${error instanceof Error ? error.message : "unknown problem"}`);
  }
  if (records.length > 0 && !("email" in records[0] && "marks" in records[0])) {
    throw invalid("The CSV needs a header row with at least the columns email and marks.");
  }

  const byEmail = new Map(sheet.rows.map((row) => [row.student_email.toLowerCase(), row]));
  const problems: ImportProblem[] = [];
  let imported = 0;
  for (const [index, record] of records.entries()) {
    const line = index + 2; // line 1 is the header
    const problem = applyRecord(record, byEmail, sheet.test.max_marks);
    if (problem) problems.push({ line, message: problem });
    else imported += 1;
  }
  return { rows: sheet.rows, problems, imported };
}

type SheetRow = Awaited<ReturnType<typeof resultSheet>>["rows"][number];

/** Puts one CSV line into its student's row, or says what is wrong with it. */
function applyRecord(record: Record<string, string>, byEmail: Map<string, SheetRow>, maxMarks: number) {
  const row = byEmail.get((record.email ?? "").toLowerCase());
  if (!row) return `No student with the email "${record.email ?? ""}" is registered for this subject`;
  const attempted = ATTEMPTED.get((record.attempted ?? (record.marks ? "yes" : "no")).toLowerCase());
  if (attempted === undefined) return `Attempted must be yes or no, not "${record.attempted}"`;
  const parsed = resultRowSchema.safeParse({
    student_id: row.student_id,
    marks: record.marks,
    attempted,
    remark: record.remark ?? "",
  });
  if (!parsed.success) return parsed.error.issues[0].message;
  if (parsed.data.marks > maxMarks) return `Marks cannot be more than ${maxMarks}`;
  Object.assign(row, { marks: parsed.data.marks, attempted: parsed.data.attempted, remark: parsed.data.remark });
  return null;
}
