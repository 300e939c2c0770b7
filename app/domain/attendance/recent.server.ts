import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { addDays } from "../core/calendar-days";
import { notFound } from "../core/errors.server";
import { today } from "../timetable/classes.server";
import { occurrencesBetween } from "../timetable/week-view.server";
import { REGISTER_WINDOW_DAYS } from "./register.server";

/**
 * 'Take attendance': the batch's classes of today and the 7 days before (from the day each was added), newest
 * first, each with whether its register was taken. Cancelled classes are listed as cancelled, with no register.
 */
export async function recentClasses(actor: Actor, batchId: number, now = new Date()) {
  assertTeacher(actor);
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { id: true, name: true } });
  if (!batch) throw notFound("That batch does not exist.");
  const last = today(now);
  const first = addDays(last, -REGISTER_WINDOW_DAYS);
  const [occurrences, added, taken] = await Promise.all([
    occurrencesBetween(batchId, first, last),
    db.timetableClass.findMany({ where: { batchId }, select: { id: true, createdAt: true } }),
    db.attendanceMark.groupBy({
      by: ["classId", "date"],
      where: { date: { gte: first, lte: last }, class: { batchId } },
      _count: { _all: true },
    }),
  ]);
  const takenKeys = new Set(taken.map((row) => `${row.classId}/${row.date}`));
  const addedOn = new Map(added.map((row) => [row.id, today(row.createdAt)]));
  const classes = occurrences.map((item) => ({ ...item, taken: takenKeys.has(`${item.id}/${item.date}`) }));
  return {
    batch,
    today: last,
    // A class has no register on its days before it was added to the timetable (unless one was taken).
    classes: classes.filter((item) => item.taken || item.date >= (addedOn.get(item.id) ?? item.date)).reverse(),
  };
}
