import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { everyRegistration } from "../access/registrations.server";
import { say } from "../core/say.server";
import { existingStudentOf, type ImportLookups, wholeNumberOf } from "./import-lookups.server";
import { type CheckedRow, type MappedRow, nameKey, rowReader } from "./import-rows";
import { type Cell, cellText, dayOfCell } from "./import-values";

type Tx = Prisma.TransactionClient;
const inImports = (key: string, values: Record<string, string | number> = {}) => say(key, values, "imports");

type TestFacts = { id?: number; batchId: number; subjectId: number; name: string; date: string; maxMarks: number };
type MarkRow = { studentId: number; test: TestFacts; marks: number; attempted: boolean };

/** What a marks cell says: a mark (up to two decimals), or absent ("absent", "AB", "A", "-"). */
const ABSENT = new Set(["absent", "ab", "a", "-", "अनुपस्थित"]);
const markOf = (cell: Cell) => {
  const text = cellText(cell).toLowerCase();
  if (ABSENT.has(text)) return { marks: 0, attempted: false };
  return /^\d+(\.\d{1,2})?$/.test(text) ? { marks: Number(text), attempted: true } : null;
};

/**
 * Checks past marks: the student (already here), a subject of their batch, the test by name in it (made from the
 * row's date and maximum when there is none of that name), and the mark. A mark already saved is left as it is, so
 * importing the file again changes nothing.
 */
export async function checkMarks(rows: MappedRow[], lookups: ImportLookups, client: Tx = db) {
  const [tests, results, registered] = await Promise.all([
    client.test.findMany({
      select: { id: true, batchId: true, subjectId: true, name: true, date: true, maxMarks: true },
    }),
    client.result.findMany({ select: { testId: true, studentId: true } }),
    everyRegistration(client),
  ]);
  const testOf = new Map<string, TestFacts>(tests.map((test) => [`${test.subjectId}:${nameKey(test.name)}`, test]));
  const saved = new Set(results.map((result) => `${result.testId}:${result.studentId}`));
  const seen = new Map<string, number>();
  const checked: CheckedRow[] = [];
  const valid: MarkRow[] = [];
  for (const mapped of rows) {
    const row = rowReader(mapped);
    for (const [field, message] of [
      ["subject", "Give the subject"],
      ["test", "Give the test's name"],
      ["marks", "Give the marks, or absent"],
    ])
      row.required(field, inImports(message));
    const student = existingStudentOf(row, lookups);
    const subject =
      student?.batchId && row.has("subject") ? lookups.subjectOf(student.batchId, row.text("subject")) : undefined;
    if (student && row.has("subject") && !subject)
      row.problem(
        "subject",
        inImports("The student's batch has no subject named {{name}}", { name: row.text("subject") }),
      );
    if (student && subject && !registered.has(`${subject.id}:${student.id}`))
      row.problem("subject", inImports("The student does not take this subject"));
    const date = row.read("test_date", dayOfCell, inImports("Not a date: write it as 27/11/2026"));
    const maxMarks = row.read("max_marks", wholeNumberOf, inImports("Not a whole number"));
    const key = `${subject?.id}:${nameKey(row.text("test"))}`;
    let test = testOf.get(key);
    if (!test && student?.batchId && subject && row.has("test")) {
      if (!date)
        row.problem("test_date", inImports("{{test}} is a new test: give its date", { test: row.text("test") }));
      else {
        test = {
          batchId: student.batchId,
          subjectId: subject.id,
          name: row.text("test"),
          date,
          maxMarks: maxMarks ?? 100,
        };
        testOf.set(key, test);
      }
    }
    const mark = row.read("marks", markOf, inImports("Marks are a number, or absent"));
    if (test && mark && mark.marks > test.maxMarks)
      row.problem("marks", inImports("More than the test's maximum, {{max}}", { max: test.maxMarks }));
    const pair = `${key}:${student?.id}`;
    if (student && test && seen.has(pair))
      row.problem(
        "marks",
        inImports("Row {{line}} has this student's marks in this test too", { line: seen.get(pair) ?? 0 }),
      );
    if (student && test) seen.set(pair, mapped.line);
    const already = Boolean(student && test?.id && saved.has(`${test.id}:${student.id}`));
    checked.push(row.done(already ? "existing" : "new"));
    if (row.ok() && student && test && mark && !already) valid.push({ studentId: student.id, test, ...mark });
  }
  return { checked, write: (tx: Tx) => writeMarks(tx, valid) };
}

async function writeMarks(tx: Tx, rows: MarkRow[]) {
  for (const row of rows) {
    const test = row.test;
    if (test.id === undefined) {
      const { id: _id, ...fields } = test;
      test.id = (await tx.test.create({ data: fields, select: { id: true } })).id;
    }
    await tx.result.create({
      data: { testId: test.id, studentId: row.studentId, marks: row.marks, attempted: row.attempted },
    });
  }
  return rows.length;
}
