import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { subjectsSeenBy } from "../access/rules.server";
import { openUpload } from "../content/uploads.server";
import { addDays } from "../core/calendar-days";
import { notFound, unauthenticated } from "../core/errors.server";
import { today } from "../timetable/classes.server";
import { homeworkSelect, presentHomework } from "./homework.server";
import { HOMEWORK_DAYS_BACK, homeworkState, studentOrder } from "./limits";

const NOT_FOUND = "That homework does not exist.";

/** Homework a student sees: of a subject they see (the access rule). */
const seenBy = (student: { id: number; batchId: number | null }) => ({ subject: subjectsSeenBy(student) });

/**
 * A student's homework: open work first, earliest due first (so what is overdue is on top, marked),
 * then what they marked done. `limit` keeps the dashboard short.
 */
export async function myHomework(actor: Actor, options: { limit?: number; now?: Date } = {}) {
  assertStudent(actor);
  const day = today(options.now);
  const rows = await db.homework.findMany({
    where: { ...seenBy(actor), dueOn: { gte: addDays(day, -HOMEWORK_DAYS_BACK) } },
    select: { ...homeworkSelect, done: { where: { studentId: actor.id }, select: { doneAt: true } } },
  });
  const items = studentOrder(rows.map(({ done, ...row }) => ({ ...presentHomework(row), done: done.length > 0 }))).map(
    (item) => ({ ...item, state: homeworkState(item.dueOn, item.done, day) }),
  );
  return { today: day, homework: options.limit ? items.slice(0, options.limit) : items, total: items.length };
}

/** 'Mark as done' and 'Undo'; a homework the student may not see does not exist for them (404). */
export async function markHomework(actor: Actor, homeworkId: number, done: boolean) {
  assertStudent(actor);
  const row = await db.homework.findFirst({ where: { id: homeworkId, ...seenBy(actor) }, select: { title: true } });
  if (!row) throw notFound(NOT_FOUND);
  const key = { homeworkId_studentId: { homeworkId, studentId: actor.id } };
  if (done) await db.homeworkDone.upsert({ where: key, create: { homeworkId, studentId: actor.id }, update: {} });
  else await db.homeworkDone.deleteMany({ where: { homeworkId, studentId: actor.id } });
  return { done, message: done ? "Marked as done" : "Marked as not done" };
}

/** A homework's PDF, for a teacher or a student who sees the homework; anyone else gets 404. */
export async function openHomeworkFile(actor: Actor, homeworkId: number) {
  if (!actor) throw unauthenticated();
  const where = actor.role === "teacher" ? { id: homeworkId } : { id: homeworkId, ...seenBy(actor) };
  const row = await db.homework.findFirst({ where, select: { title: true, fileKey: true } });
  if (!row?.fileKey) throw notFound(NOT_FOUND);
  const file = await openUpload(row.fileKey);
  if (!file) throw notFound("That file is missing. Please ask your teacher to upload it again.");
  return {
    stream: file.stream,
    size: file.size,
    mime: "application/pdf",
    downloadName: `${row.title}.pdf`,
  };
}
