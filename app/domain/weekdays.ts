/** Weekday names, Monday first; shared by the server's time rules and the forms that offer days. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Weekly order, Monday first, then by time of day ("HH:MM" sorts as text). */
export function bySchedule(a: { day: string; time: string }, b: { day: string; time: string }) {
  const byDay = WEEKDAYS.indexOf(a.day as Weekday) - WEEKDAYS.indexOf(b.day as Weekday);
  return byDay !== 0 ? byDay : a.time.localeCompare(b.time);
}
