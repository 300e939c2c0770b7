/**
 * Calendar days of the timetable: "YYYY-MM-DD" text on the institute's calendar, and weekdays as the
 * database keeps them (1 = Monday … 7 = Sunday). Shared by the server and the screens.
 */

import { addDays, daysBetween, weekdayOf } from "../core/calendar-days";
import { WEEKDAYS, type Weekday } from "../core/weekdays";

export const weekdayNumber = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;
export const weekdayName = (number: number): Weekday => WEEKDAYS[number - 1];
export const weekdayNumberOf = (isoDate: string) => weekdayNumber(weekdayOf(isoDate));

/** The Monday of the week `isoDate` is in. */
export const mondayOf = (isoDate: string) => addDays(isoDate, 1 - weekdayNumberOf(isoDate));

/** The most days one list holds: a year's. A longer span is a caller's mistake, never a list to build. */
export const MOST_DAYS = 366;

/**
 * Every day from `first` to `last`, both included: counted, not compared as text, which runs away past
 * 9999-12-31 (the day after it is "+010000-01-01", which sorts before it).
 */
export function daysFrom(first: string, last: string) {
  const count = daysBetween(first, last) + 1;
  if (!(count <= MOST_DAYS)) throw new RangeError(`${first} to ${last} is more than ${MOST_DAYS} days`);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(first, index));
}

/** "10:00–11:00". */
export const timeSpan = (start: string, end: string) => `${start}–${end}`;
