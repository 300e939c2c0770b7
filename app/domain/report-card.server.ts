import { db } from "~/db.server";
import type { Actor } from "./actor";
import { assertStudent } from "./guards.server";

/** A share of the maximum as a percentage with one decimal; none when nothing counts yet. */
const percentOf = (obtained: number, max: number) => (max > 0 ? Math.round((obtained * 1000) / max) / 10 : null);

type Mark = { max: number; marks: number | null; entered: boolean };

/** Marks and maximum over the tests with a mark entered for the student: an absence counts as 0. */
function totalOf(tests: Mark[]) {
  const counted = tests.filter((test) => test.entered);
  const obtained = counted.reduce((sum, test) => sum + (test.marks ?? 0), 0);
  const max = counted.reduce((sum, test) => sum + test.max, 0);
  return { obtained: Math.round(obtained * 100) / 100, max, percent: percentOf(obtained, max) };
}

/**
 * The student's whole report card: every subject they are registered for in their batch, each with its
 * published tests, their marks, the subject's total and percentage; and the overall total and percentage.
 * Drafts are left out, as everywhere students look (DESIGN departure 20).
 */
export async function wholeReportCard(actor: Actor) {
  assertStudent(actor);
  const student = await db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: {
      rollNo: true,
      batch: { select: { name: true } },
      access: {
        orderBy: { subjectId: "asc" },
        select: {
          subject: {
            select: {
              id: true,
              name: true,
              tests: {
                where: { publishedAt: { not: null } },
                orderBy: [{ date: "asc" }, { id: "asc" }],
                select: {
                  id: true,
                  name: true,
                  date: true,
                  maxMarks: true,
                  results: { where: { studentId: actor.id }, select: { marks: true, attempted: true } },
                },
              },
            },
          },
        },
      },
    },
  });
  const subjects = student.access.map(({ subject }) => {
    const tests = subject.tests.map((test) => {
      const mine = test.results[0];
      return {
        id: test.id,
        name: test.name,
        date: test.date,
        max: test.maxMarks,
        entered: mine !== undefined,
        attempted: mine?.attempted ?? false,
        marks: mine?.attempted ? mine.marks : mine ? 0 : null,
      };
    });
    return { id: subject.id, name: subject.name, tests, total: totalOf(tests) };
  });
  return {
    batch_name: student.batch?.name ?? "",
    roll_no: student.rollNo,
    subjects,
    overall: totalOf(subjects.flatMap((subject) => subject.tests)),
  };
}
