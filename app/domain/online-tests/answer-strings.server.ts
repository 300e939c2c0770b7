import type { Readable } from "node:stream";
import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { type ImportProblem, readRecords } from "../marks/csv.server";
import { type AnswerSet, readAnswerString } from "../marks/marking";
import { findTest, registeredStudents } from "../marks/tests.server";
import { paperTestOf } from "./paper.server";
import { answerKey, answersOf, recordMarks } from "./record-marks.server";

/** An answer set written back as an answer string: a letter each ("AB-D"), or commas where one is longer. */
function answerString(answers: AnswerSet, count: number) {
  const parts = Array.from({ length: count }, (_, index) => answers[index + 1] || "-");
  return parts.every((part) => part.length === 1) ? parts.join("") : parts.join(",");
}

/** 'Enter answers': a row per registered student with the answer string saved for them, if any. */
export async function answerSheet(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const count = await db.question.count({ where: { testId } });
  if (count === 0) throw notFound("This test has no question paper: import its questions first.");
  if (await db.questionPaper.count({ where: { testId, drawPerStudent: true } }))
    throw conflict("Each student draws their own questions from this paper: answer strings need one paper for all.");
  const [students, sheets] = await Promise.all([
    registeredStudents(test.subjectId),
    db.attempt.findMany({
      where: { testId, source: "sheet" },
      select: { studentId: true, answers: true, marks: true },
    }),
  ]);
  const saved = new Map(sheets.map((sheet) => [sheet.studentId, sheet]));
  return {
    test: paperTestOf(test),
    questions: count,
    rows: students.map((student) => {
      const sheet = saved.get(student.id);
      return {
        studentId: student.id,
        studentName: student.name,
        rollNo: student.rollNo,
        email: student.email,
        answers: sheet ? answerString(answersOf(sheet.answers), count) : "",
        marks: sheet?.marks ?? null,
      };
    }),
  };
}

export type AnswerSheet = Awaited<ReturnType<typeof answerSheet>>;

/**
 * Marks answer strings (a paper test marked from its answer key) with the same marking as online attempts
 * and writes the totals as draft results with their history. Every string is checked first; a string that
 * does not fit the paper is refused at its row and nothing is saved. An empty row is left as it was.
 */
export async function saveAnswerStrings(
  actor: Actor,
  testId: number,
  rows: { student_id: number; answers: string }[],
  now = new Date(),
) {
  const sheet = await answerSheet(actor, testId);
  assertTeacher(actor);
  const registered = new Set(sheet.rows.map((row) => row.studentId));
  const key = await answerKey(db, testId);
  const problems: Record<string, string[]> = {};
  const read: { studentId: number; answers: AnswerSet }[] = [];
  rows.forEach((row, index) => {
    if (row.answers === "") return;
    if (!registered.has(row.student_id)) {
      problems[`rows[${index}].answers`] = ["This student is not registered for the subject"];
      return;
    }
    const result = readAnswerString(row.answers, key, say);
    if ("problem" in result) problems[`rows[${index}].answers`] = [result.problem];
    else read.push({ studentId: row.student_id, answers: result.answers });
  });
  const count = Object.keys(problems).length;
  if (count > 0) throw invalid(say("{{count}} rows need fixing; nothing was saved.", { count }), problems);
  if (read.length === 0) throw invalid("Type at least one answer string.");
  const by = { changedById: actor.id, changedByName: displayName(actor) };
  await inTransaction(async (tx) => {
    const existing = new Map(
      (
        await tx.attempt.findMany({
          where: { testId, source: "sheet", studentId: { in: read.map((one) => one.studentId) } },
          select: { id: true, studentId: true },
        })
      ).map((attempt) => [attempt.studentId, attempt.id]),
    );
    const attempts = [];
    for (const one of read) {
      const answers = JSON.stringify(one.answers);
      const id = existing.get(one.studentId);
      const saved = id
        ? await tx.attempt.update({ where: { id }, data: { answers, submittedAt: now }, select: { id: true } })
        : await tx.attempt.create({
            data: {
              testId,
              studentId: one.studentId,
              source: "sheet",
              startedAt: now,
              deadline: now,
              submittedAt: now,
              answers,
            },
            select: { id: true },
          });
      attempts.push({ id: saved.id, studentId: one.studentId, answers, drawn: "" });
    }
    await recordMarks(tx, testId, key, attempts, by);
  });
  return {
    saved: read.length,
    message: say("Answers marked for {{count}} students: the marks are a draft until you publish", {
      count: read.length,
    }),
  };
}

/**
 * An OMR scanner's CSV (roll_no or email, and the answer string in `answers`) read into the answer sheet
 * for review; nothing is saved. Lines that match no student are reported by line and left out.
 */
export async function importAnswerStringsCsv(actor: Actor, testId: number, csv: Readable) {
  const sheet = await answerSheet(actor, testId);
  const records = await readRecords(csv, sheet.rows.length);
  if (records.length > 0 && !(("email" in records[0] || "roll_no" in records[0]) && "answers" in records[0])) {
    throw invalid("The CSV needs a header row with the columns roll_no (or email) and answers.");
  }
  const values = new Map(sheet.rows.map((row) => [row.studentId, row.answers]));
  const byRoll = new Map(sheet.rows.map((row) => [String(row.rollNo), row.studentId]));
  const byEmail = new Map(sheet.rows.map((row) => [row.email.toLowerCase(), row.studentId]));
  const problems: ImportProblem[] = [];
  for (const [index, record] of records.entries()) {
    const studentId = record.email ? byEmail.get(record.email.toLowerCase()) : byRoll.get(record.roll_no ?? "");
    if (studentId === undefined) {
      problems.push({
        line: index + 2,
        message: record.email
          ? say('No student with the email "{{email}}" is registered for this subject', { email: record.email })
          : say('No student with roll number "{{roll}}" is registered for this subject', {
              roll: record.roll_no ?? "",
            }),
      });
    } else values.set(studentId, record.answers ?? "");
  }
  return {
    rows: sheet.rows.map((row) => ({ studentId: row.studentId, answers: values.get(row.studentId) ?? "" })),
    problems,
    imported: records.length - problems.length,
  };
}
