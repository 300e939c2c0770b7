import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { findTest, studentName } from "./tests.server";

/** How a saved mark reads in the history and the CSV: the number, or Absent. */
const markText = (attempted: boolean, marks: number) => (attempted ? String(marks) : "Absent");

/** The change history of a test's marks, newest first; only one student's when studentId is given. */
export async function markHistory(actor: Actor, testId: number, studentId?: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const changes = await db.markChange.findMany({
    where: { testId, ...(studentId ? { studentId } : {}) },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      changedAt: true,
      changedByName: true,
      oldMarks: true,
      newMarks: true,
      oldAttempted: true,
      newAttempted: true,
      oldRemark: true,
      newRemark: true,
      student: { select: { id: true, firstName: true, lastName: true, rollNo: true } },
    },
  });
  return {
    test: { id: test.id, name: test.name, maxMarks: test.maxMarks, batchId: test.batchId, subjectId: test.subjectId },
    changes: changes.map((change) => ({
      id: change.id,
      changedAt: change.changedAt.toISOString(),
      changedBy: change.changedByName,
      studentId: change.student.id,
      studentName: studentName(change.student),
      rollNo: change.student.rollNo,
      old: change.oldAttempted === null ? null : markText(change.oldAttempted, change.oldMarks ?? 0),
      new: markText(change.newAttempted, change.newMarks),
      oldRemark: change.oldRemark ?? "",
      newRemark: change.newRemark ?? "",
    })),
  };
}
