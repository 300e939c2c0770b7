import { config } from "~/config.server";
import { dateIn } from "../core/time.server";

/** Calendar days ("YYYY-MM-DD") in the institute's time zone: what due dates, receipts and reminders count in. */

export const todayAt = (now: Date) => dateIn(now, config.INSTITUTE_TIMEZONE);

export { addDays, daysBetween } from "../core/calendar-days";

/** The Indian financial year (April to March) a day falls in, as receipts write it: "2026-27". */
export function financialYearOf(day: string) {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
