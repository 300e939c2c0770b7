import { config } from "~/config.server";
import { dateIn } from "../time.server";

/** Calendar days ("YYYY-MM-DD") in the institute's time zone: what due dates, receipts and reminders count in. */

export const todayAt = (now: Date) => dateIn(now, config.INSTITUTE_TIMEZONE);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The day `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** The Indian financial year (April to March) a day falls in, as receipts write it: "2026-27". */
export function financialYearOf(day: string) {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
