import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { say } from "../core/say.server";
import { nameKey, type RowReader } from "./import-rows";
import type { Cell } from "./import-values";
import { mobileOfCell } from "./import-values";

type Client = Prisma.TransactionClient;

/**
 * What an import matches its rows against, read once for the whole file: batches and their subjects by name, and
 * students by e-mail, mobile and roll number, so that a row already imported is found again and not added twice.
 */
export async function importLookups(client: Client = db) {
  const [batches, students] = await Promise.all([
    client.batch.findMany({ select: { id: true, name: true, subjects: { select: { id: true, name: true } } } }),
    client.user.findMany({
      where: { role: "student" },
      select: { id: true, email: true, mobile: true, batchId: true, rollNo: true },
    }),
  ]);
  const teachers = await client.user.findMany({ where: { role: { not: "student" } }, select: { email: true } });
  const batchByName = new Map(batches.map((batch) => [nameKey(batch.name), batch]));
  const byEmail = new Map(students.map((student) => [student.email, student]));
  const byMobile = new Map(students.filter((one) => one.mobile).map((student) => [student.mobile, student]));
  const byRoll = new Map(students.map((student) => [`${student.batchId}:${student.rollNo}`, student]));
  return {
    batchByName,
    teacherEmails: new Set(teachers.map((teacher) => teacher.email)),
    subjectOf: (batchId: number, name: string) =>
      batches
        .find((batch) => batch.id === batchId)
        ?.subjects.find((subject) => nameKey(subject.name) === nameKey(name)),
    /** The student a row names: by e-mail, else mobile, else roll number in the batch; undefined when none. */
    studentOf(email: string, mobile: string | null, batchId: number | undefined, rollNo: number | null) {
      return (
        byEmail.get(email) ??
        (mobile ? byMobile.get(mobile) : undefined) ??
        (batchId && rollNo ? byRoll.get(`${batchId}:${rollNo}`) : undefined)
      );
    },
    rollTaken: (batchId: number, rollNo: number) => byRoll.get(`${batchId}:${rollNo}`),
  };
}

export type ImportLookups = Awaited<ReturnType<typeof importLookups>>;

export const wholeNumberOf = (cell: Cell) => {
  const text = typeof cell === "number" ? String(cell) : String(cell ?? "").trim();
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
};

/**
 * The existing student a fees or marks row is about, found by its e-mail, mobile or roll number in its batch; the
 * problem is said at the first of those cells the row has when none is found.
 */
export function existingStudentOf(row: RowReader, lookups: ImportLookups) {
  const email = row.text("email").toLowerCase();
  const mobile = row.read(
    "mobile",
    mobileOfCell,
    say("Not a mobile number: 10 digits, e.g. 98765 43210", {}, "imports"),
  );
  const batch = row.has("batch") ? lookups.batchByName.get(nameKey(row.text("batch"))) : undefined;
  if (row.has("batch") && !batch)
    row.problem("batch", say("No batch is named {{name}}", { name: row.text("batch") }, "imports"));
  const rollNo = row.read("roll_no", wholeNumberOf, say("Not a roll number: a whole number such as 12", {}, "imports"));
  const where = ["email", "mobile", "roll_no"].find((field) => row.has(field));
  if (!where) {
    row.problem("email", say("Give the student's e-mail, mobile or roll number", {}, "imports"));
    return undefined;
  }
  const student = lookups.studentOf(email, mobile, batch?.id, rollNo);
  if (!student) row.problem(where, say("No student has this e-mail, mobile or roll number", {}, "imports"));
  return student;
}
