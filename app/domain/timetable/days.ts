/**
 * Calendar days of the timetable: "YYYY-MM-DD" text on the institute's calendar, and weekdays as the
 * database keeps them (1 = Monday … 7 = Sunday). Shared by the server and the screens.
 */
import { addDays, weekdayOf } from "../week-dates";
import { WEEKDAYS, type Weekday } from "../weekdays";

export const weekdayNumber = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;
export const weekdayName = (number: number): Weekday => WEEKDAYS[number - 1];
export const weekdayNumberOf = (isoDate: string) => weekdayNumber(weekdayOf(isoDate));

/** The Monday of the week `isoDate` is in. */
export const mondayOf = (isoDate: string) => addDays(isoDate, 1 - weekdayNumberOf(isoDate));

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string) {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "10:00–11:00". */
export const timeSpan = (start: string, end: string) => `${start}–${end}`;
