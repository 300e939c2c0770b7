import { Readable } from "node:stream";
import { parseWithZod } from "@conform-to/zod/v4";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { importMarksCsv } from "~/domain/marks/csv.server";
import { createTest } from "~/domain/marks/tests.server";
import { actorContext } from "~/http/context.server";
import { action as saveResultsCall } from "~/routes/marks/api/save-results";
import { marksSheetSchemaFor } from "~/schemas/marks";

// Each rule of a mark is written once (the row schema of a test) and holds wherever marks come in: the
// teacher's sheet, a CSV import and the API refuse the same value with the same message.

const teacher: User = { id: 0, email: "t@rules.test", firstName: "T", lastName: "", role: "teacher", batchId: null };
let student: User;
let testId: number;
const MAX = 50;

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Rules batch", subjects: { create: { name: "Maths" } } },
    include: { subjects: true },
  });
  const subjectId = batch.subjects[0].id;
  const user = await db.user.create({
    data: {
      email: "asha@rules.test",
      firstName: "Asha",
      lastName: "R",
      role: "student",
      batchId: batch.id,
      access: { create: { subjectId, permitted: true } },
    },
  });
  student = { ...user, role: "student" };
  testId = (await createTest(teacher, batch.id, subjectId, { test_name: "Rules", date: "2026-11-24", max_marks: MAX }))
    .test.id;
});

/** What the marks sheet says at the row, as the page's form reader parses it. */
function sheetSays(field: "marks" | "remark", marks: string, remark = "") {
  const form = new FormData();
  form.append("intent", "save");
  form.append("results[0].student_id", String(student.id));
  form.append("results[0].marks", marks);
  form.append("results[0].remark", remark);
  const reply = parseWithZod(form, { schema: marksSheetSchemaFor(MAX) }).reply();
  return reply.error?.[`results[0].${field}`]?.[0];
}

/** What a CSV import says about the student's line. */
async function csvSays(marks: string, remark = "") {
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const csv = `email,marks,attempted,remark\n${student.email},${quoted(marks)},yes,${quoted(remark)}\n`;
  const { problems } = await importMarksCsv(teacher, testId, Readable.from([csv]));
  return problems[0]?.message;
}

/** What POST /api/v1/test/marks/{testId} answers at the row, through the real route module. */
async function apiSays(field: "marks" | "remark", marks: string | number, remark = "") {
  const context = new RouterContextProvider();
  context.set(actorContext, teacher);
  const request = new Request(`http://localhost/api/v1/test/marks/${testId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ results: [{ student_id: student.id, marks, attempted: true, remark }] }),
  });
  const response = await saveResultsCall({ request, params: { testId: String(testId) }, context });
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  expect(response.status).toBe(400);
  return (body.errors?.[`results[0].${field}`] ?? body.errors?.[`results.0.${field}`])?.[0];
}

describe("a mark's rules hold the same on the sheet, in a CSV import and in the API", () => {
  const marksRules: [rule: string, typed: string, message: string][] = [
    ["a number", "seventy", "Marks must be a number"],
    ["a letter typed for a digit is named", "7O", "7O is not a number (a letter O?)"],
    ["not negative", "-3", "Marks cannot be negative"],
    ["at most two decimals", "1.005", "Use at most two decimal places"],
    ["at most the test's maximum", "51", `Marks cannot be more than ${MAX}`],
  ];
  for (const [rule, typed, message] of marksRules) {
    it(`${rule}: ${typed}`, async () => {
      expect(sheetSays("marks", typed)).toBe(message);
      expect(await csvSays(typed)).toBe(message);
      expect(await apiSays("marks", typed)).toBe(message);
    });
  }

  it("the maximum is the test's own, given as a JSON number too", async () => {
    expect(await apiSays("marks", 50.5)).toBe(`Marks cannot be more than ${MAX}`);
    expect(sheetSays("marks", "50")).toBeUndefined();
    expect(await csvSays("50")).toBeUndefined();
  });

  it("a remark of at most 500 characters", async () => {
    const long = "x".repeat(501);
    const message = "Keep the remark under 500 characters";
    expect(sheetSays("remark", "5", long)).toBe(message);
    expect(await csvSays("5", long)).toBe(message);
    expect(await apiSays("remark", 5, long)).toBe(message);
  });

  it("nothing was saved by any of them", async () => {
    expect(await db.result.count({ where: { testId } })).toBe(0);
  });
});
