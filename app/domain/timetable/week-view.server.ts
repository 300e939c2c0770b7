import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { seenBy } from "../access/rules.server";
import { addDays } from "../core/calendar-days";
import { notFound } from "../core/errors.server";
import type { TimetableClass } from "./class-rows";
import { batchClasses, meetsOn, today } from "./classes.server";
import { daysFrom, mondayOf } from "./weekday-numbers";

export type Occurrence = TimetableClass & { date: string; cancelled: boolean; reason: string };

/**
 * Every class of the batch that meets from `first` to `last`, by date and time, cancelled ones marked; only
 * those of `subjectIds` when given.
 */
export async function occurrencesBetween(
  batchId: number,
  first: string,
  last: string,
  subjectIds?: number[],
): Promise<Occurrence[]> {
  const [classes, cancellations] = await Promise.all([
    batchClasses(batchId, first, subjectIds),
    db.classCancellation.findMany({
      where: { date: { gte: first, lte: last }, class: { batchId } },
      select: { classId: true, date: true, reason: true },
    }),
  ]);
  const cancelled = new Map(cancellations.map((row) => [`${row.classId}/${row.date}`, row.reason]));
  return daysFrom(first, last).flatMap((date) =>
    classes
      .filter((item) => meetsOn(item, date))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((item) => {
        const reason = cancelled.get(`${item.id}/${date}`);
        return { ...item, date, cancelled: reason !== undefined, reason: reason ?? "" };
      }),
  );
}

/**
 * The student's 'Timetable': this week and next, Monday to Sunday, each day with the classes and tests of
 * the subjects they see (cancelled classes marked, with the reason). A student still waiting for the
 * teacher's permission sees none: `waiting` says so.
 */
export async function studentTimetable(actor: Actor, now = new Date()) {
  assertStudent(actor);
  if (!actor.batchId) throw notFound("You are not in a batch.");
  const day = today(now);
  const first = mondayOf(day);
  const last = addDays(first, 13);
  const { subjectIds } = await seenBy(actor);
  const [occurrences, tests, feed] = await Promise.all([
    occurrencesBetween(actor.batchId, first, last, subjectIds),
    db.test.findMany({
      where: { batchId: actor.batchId, subjectId: { in: subjectIds }, date: { gte: first, lte: last } },
      select: { id: true, name: true, date: true, subject: { select: { name: true } } },
      orderBy: { date: "asc" },
    }),
    db.calendarFeed.findUnique({ where: { studentId: actor.id }, select: { createdAt: true } }),
  ]);
  const days = daysFrom(first, last).map((date) => ({
    date,
    isToday: date === day,
    classes: occurrences.filter((item) => item.date === date),
    tests: tests
      .filter((test) => test.date === date)
      .map((test) => ({ id: test.id, name: test.name, subjectName: test.subject.name })),
  }));
  return {
    today: day,
    weeks: [days.slice(0, 7), days.slice(7)],
    hasFeed: feed !== null,
    waiting: subjectIds.length === 0,
  };
}

/** The student's classes of today, of the subjects they see (the access rule), by time, cancelled ones marked. */
export async function todaysClasses(actor: Actor, now = new Date()) {
  assertStudent(actor);
  if (!actor.batchId) return [];
  const day = today(now);
  const { subjectIds } = await seenBy(actor);
  return occurrencesBetween(actor.batchId, day, day, subjectIds);
}
