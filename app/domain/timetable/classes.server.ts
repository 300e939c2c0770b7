import { config } from "~/config.server";
import { db } from "~/db.server";
import type { CancelClassInput, ExtraClassInput, WeeklyClassInput } from "~/schemas/classroom";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { addDays } from "../core/calendar-days";
import { conflict, invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { dateIn } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { noticeClassChange } from "./class-notices.server";
import { classSelect, presentClass, type TimetableClass } from "./class-rows";
import { sayDay } from "./days-said.server";
import { weekdayName, weekdayNumber, weekdayNumberOf } from "./weekday-numbers";

/** Today on the institute's calendar. */
export const today = (now = new Date()) => dateIn(now, config.INSTITUTE_TIMEZONE);

/**
 * The batch's classes (weekly ones, and extra ones from `from` on), by day and time; only those of
 * `subjectIds` when given (a student's timetable shows the subjects they see).
 */
export async function batchClasses(batchId: number, from = "0000-00-00", subjectIds?: number[]) {
  const rows = await db.timetableClass.findMany({
    where: { batchId, subjectId: subjectIds && { in: subjectIds }, OR: [{ onDate: null }, { onDate: { gte: from } }] },
    select: classSelect,
    orderBy: [{ weekday: "asc" }, { startTime: "asc" }],
  });
  return rows.map(presentClass);
}

async function batchOf(batchId: number) {
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { id: true, name: true } });
  if (!batch) throw notFound("That batch does not exist.");
  return batch;
}

/** The teacher's timetable page: the weekly classes, the extra classes ahead and the cancellations ahead. */
export async function getTimetable(actor: Actor, batchId: number, now = new Date()) {
  assertTeacher(actor);
  const batch = await batchOf(batchId);
  const from = today(now);
  const [classes, subjects, cancellations] = await Promise.all([
    batchClasses(batchId, from),
    db.subject.findMany({ where: { batchId }, select: { id: true, name: true }, orderBy: { name: "asc" } }),
    db.classCancellation.findMany({
      where: { date: { gte: from }, class: { batchId } },
      select: { id: true, date: true, reason: true, class: { select: classSelect } },
      orderBy: { date: "asc" },
    }),
  ]);
  return {
    batch,
    today: from,
    weekly: classes.filter((item) => item.onDate === null),
    extra: classes.filter((item) => item.onDate !== null),
    cancellations: cancellations.map((row) => ({
      id: row.id,
      date: row.date,
      reason: row.reason,
      class: presentClass(row.class),
    })),
    subjects,
  };
}

async function subjectOfBatch(batchId: number, subjectId: number) {
  const subject = await db.subject.findFirst({ where: { id: subjectId, batchId }, select: { id: true } });
  if (!subject)
    throw invalid("Choose one of this batch's subjects", { subject_id: ["Choose one of this batch's subjects"] });
}

type Slot = { weekday: number; startTime: string; endTime: string; onDate: string | null };

const overlaps = (a: Slot, b: Slot) => a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * Refuses a class that overlaps another of the same batch, naming it. A weekly class meets every week on
 * its day, an extra class on its date: two weekly classes clash on the same weekday, a weekly and an extra
 * one when the extra date falls on that weekday (and is not cancelled), two extra ones on the same date.
 */
async function assertNoOverlap(batchId: number, slot: Slot, exceptId?: number) {
  const sameDay = await db.timetableClass.findMany({
    where: {
      batchId,
      weekday: slot.weekday,
      id: exceptId ? { not: exceptId } : undefined,
      ...(slot.onDate
        ? { OR: [{ onDate: null }, { onDate: slot.onDate }] }
        : { OR: [{ onDate: null }, { onDate: { gte: today() } }] }),
    },
    select: { ...classSelect, cancellations: { select: { date: true } } },
  });
  const clash = sameDay.find(
    (other) =>
      overlaps(slot, other) &&
      !(slot.onDate && other.cancellations.some((cancelled) => cancelled.date === slot.onDate)),
  );
  if (clash) {
    const time = `${clash.startTime}–${clash.endTime}`;
    const message = clash.onDate
      ? say(
          "This overlaps {{subject}} on {{date}}, {{time}}",
          {
            subject: clash.subject.name,
            date: sayDay(clash.onDate),
            time,
          },
          "classroom",
        )
      : say(
          "This overlaps {{subject}} on {{day}}s, {{time}}",
          {
            subject: clash.subject.name,
            day: say(weekdayName(clash.weekday), undefined, "classroom"),
            time,
          },
          "classroom",
        );
    throw conflict(message, { start_time: [message] });
  }
}

const placeOf = (input: WeeklyClassInput | ExtraClassInput) => ({
  subjectId: input.subject_id,
  startTime: input.start_time,
  endTime: input.end_time,
  room: input.room,
  meetingUrl: input.meeting_url,
});

export async function addWeeklyClass(actor: Actor, batchId: number, input: WeeklyClassInput) {
  assertTeacher(actor);
  await batchOf(batchId);
  await subjectOfBatch(batchId, input.subject_id);
  const slot = {
    weekday: weekdayNumber(input.weekday),
    startTime: input.start_time,
    endTime: input.end_time,
    onDate: null,
  };
  await assertNoOverlap(batchId, slot);
  const row = await db.timetableClass.create({
    data: { batchId, weekday: slot.weekday, ...placeOf(input) },
    select: classSelect,
  });
  return { class: presentClass(row), message: "Class added to the timetable" };
}

/** An extra class on one date, today or later. */
export async function addExtraClass(actor: Actor, batchId: number, input: ExtraClassInput, now = new Date()) {
  assertTeacher(actor);
  await batchOf(batchId);
  await subjectOfBatch(batchId, input.subject_id);
  if (input.date < today(now))
    throw invalid("An extra class is for today or a later date", {
      date: ["An extra class is for today or a later date"],
    });
  const slot = {
    weekday: weekdayNumberOf(input.date),
    startTime: input.start_time,
    endTime: input.end_time,
    onDate: input.date,
  };
  await assertNoOverlap(batchId, slot);
  const added = await inTransaction(async (tx) => {
    const row = await tx.timetableClass.create({
      data: { batchId, weekday: slot.weekday, onDate: input.date, ...placeOf(input) },
      select: classSelect,
    });
    await noticeClassChange(tx, "added", presentClass(row), input.date, "", now);
    return presentClass(row);
  });
  return { class: added, message: "Extra class added" };
}

/** A class of the batch, or not found (a class id of another batch is not found either). */
export async function classOfBatch(batchId: number, classId: number) {
  const row = await db.timetableClass.findFirst({ where: { id: classId, batchId }, select: classSelect });
  if (!row) throw notFound("That class is not on this batch's timetable.");
  return presentClass(row);
}

/** Whether the class meets on `date`: a weekly class on its weekday, an extra class on its date. */
export const meetsOn = (item: Pick<TimetableClass, "weekday" | "onDate">, date: string) =>
  item.onDate ? item.onDate === date : weekdayNumber(item.weekday) === weekdayNumberOf(date);

/** How many of a weekly class's next dates 'Cancel class' offers: about two months. */
const CANCELLABLE_DATES = 8;

/**
 * 'Cancel class': the weekly class and the next dates it meets, from today on, that are not cancelled yet
 * (a list to choose from, so no date it does not meet can be picked).
 */
export async function cancellableDates(actor: Actor, batchId: number, classId: number, now = new Date()) {
  assertTeacher(actor);
  const item = await classOfBatch(batchId, classId);
  if (item.onDate) throw invalid("An extra class is deleted, not cancelled.");
  const from = today(now);
  const first = addDays(from, (weekdayNumber(item.weekday) - weekdayNumberOf(from) + 7) % 7);
  const cancelled = await db.classCancellation.findMany({
    where: { classId, date: { gte: first } },
    select: { date: true },
  });
  const taken = new Set(cancelled.map((row) => row.date));
  const dates = Array.from({ length: CANCELLABLE_DATES + taken.size }, (_, week) => addDays(first, 7 * week))
    .filter((date) => !taken.has(date))
    .slice(0, CANCELLABLE_DATES);
  return { class: item, dates };
}

/** 'Cancel class' for one date, today or later, on which the weekly class meets. Cancelling again updates the reason. */
export async function cancelClass(
  actor: Actor,
  batchId: number,
  classId: number,
  input: CancelClassInput,
  now = new Date(),
) {
  assertTeacher(actor);
  const item = await classOfBatch(batchId, classId);
  if (item.onDate) throw invalid("An extra class is deleted, not cancelled.");
  if (!meetsOn(item, input.date)) {
    const meets = say(
      "{{subject}} meets on {{day}}s",
      { subject: item.subjectName, day: say(item.weekday, undefined, "classroom") },
      "classroom",
    );
    throw invalid(meets, { date: [meets] });
  }
  if (input.date < today(now)) throw invalid("That class is already over", { date: ["That class is already over"] });
  await inTransaction(async (tx) => {
    const before = await tx.classCancellation.findUnique({ where: { classId_date: { classId, date: input.date } } });
    await tx.classCancellation.upsert({
      where: { classId_date: { classId, date: input.date } },
      create: { classId, date: input.date, reason: input.reason },
      update: { reason: input.reason },
    });
    if (!before) await noticeClassChange(tx, "cancelled", item, input.date, input.reason, now);
  });
  return {
    message: say(
      "{{subject}} on {{date}} cancelled",
      { subject: item.subjectName, date: sayDay(input.date) },
      "classroom",
    ),
  };
}

/** Takes a cancellation back: the class meets on that date after all. */
export async function restoreClass(actor: Actor, batchId: number, classId: number, date: string) {
  assertTeacher(actor);
  await classOfBatch(batchId, classId);
  const { count } = await db.classCancellation.deleteMany({ where: { classId, date } });
  if (count === 0) throw notFound("That class is not cancelled on that date.");
  return { message: "The class is back on the timetable" };
}

/** Removes a class from the timetable; its registers go with it, so one with attendance taken is refused. */
export async function deleteClass(actor: Actor, batchId: number, classId: number) {
  assertTeacher(actor);
  const item = await classOfBatch(batchId, classId);
  const marks = await db.attendanceMark.count({ where: { classId } });
  if (marks > 0)
    throw conflict(
      say(
        "Attendance has been taken in {{subject}} at this time; the class stays on the timetable.",
        {
          subject: item.subjectName,
        },
        "classroom",
      ),
    );
  await db.timetableClass.delete({ where: { id: classId } });
  return { message: "Class removed from the timetable" };
}
