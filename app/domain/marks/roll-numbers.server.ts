import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { RollNumbers } from "~/schemas/marks";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict } from "../core/errors.server";
import { say } from "../core/say.server";

/** How many rows a batch's roll-numbers form can have: one per student of the batch. */
export async function rollNumberRows(actor: Actor, batchId: number) {
  assertTeacher(actor);
  return db.user.count({ where: { batchId, role: "student" } });
}

/**
 * Sets roll numbers of students of one batch at once (the sheet's students page). A number must be unique
 * in the batch: among the rows given and against the batch's other students. Two students may swap
 * numbers in one go: the rows are cleared first, then written, inside one transaction.
 */
export async function setRollNumbers(actor: Actor, batchId: number, entries: RollNumbers) {
  assertTeacher(actor);
  const students = await db.user.findMany({
    where: { batchId, role: "student" },
    select: { id: true, firstName: true, lastName: true, rollNo: true },
  });
  const inBatch = new Map(students.map((student) => [student.id, student]));
  const changing = new Set(entries.map((entry) => entry.student_id));
  const taken = new Map(
    students.filter((student) => !changing.has(student.id)).map((student) => [student.rollNo, student]),
  );
  const fieldErrors: Record<string, string[]> = {};
  const given = new Map<number, number>();
  entries.forEach((entry, index) => {
    const at = `students[${entry.line ?? index}].roll_no`;
    const other = taken.get(entry.roll_no);
    if (!inBatch.has(entry.student_id)) fieldErrors[at] = ["This student is not in this batch"];
    else if (other)
      fieldErrors[at] = [say("Roll number {{roll}} is {{name}}'s", { roll: entry.roll_no, name: displayName(other) })];
    else if (given.has(entry.roll_no))
      fieldErrors[at] = [say("Roll number {{roll}} is given twice", { roll: entry.roll_no })];
    given.set(entry.roll_no, entry.student_id);
  });
  const problems = Object.keys(fieldErrors).length;
  if (problems > 0) {
    throw conflict(say("{{count}} roll numbers need fixing; nothing was saved.", { count: problems }), fieldErrors);
  }
  const changed = entries.filter((entry) => inBatch.get(entry.student_id)?.rollNo !== entry.roll_no);
  await inTransaction(async (tx) => {
    await tx.user.updateMany({
      where: { id: { in: changed.map((entry) => entry.student_id) } },
      data: { rollNo: null },
    });
    for (const entry of changed)
      await tx.user.update({ where: { id: entry.student_id }, data: { rollNo: entry.roll_no } });
  });
  return {
    message:
      changed.length === 0 ? "No roll number changed" : say("{{count}} roll numbers saved", { count: changed.length }),
  };
}
