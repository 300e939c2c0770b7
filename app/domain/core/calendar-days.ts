/**
 * The calendar dates of a week of doubt sessions (decision 103). Dates are "YYYY-MM-DD" text: days on the
 * institute's calendar, not instants, so they are computed at UTC midnight and never shift with a time zone.
 * Shared by the server and the screens.
 */
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language, MONTH_STYLE } from "~/i18n/languages";
import { WEEKDAYS, type Weekday } from "./weekdays";

const DAY_MS = 86_400_000;
const midnightOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoDateOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Days in a week of sessions: its first day and the six after it. */
export const DAYS_IN_WEEK = 7;

export const addDays = (isoDate: string, days: number) =>
  isoDateOf(new Date(midnightOf(isoDate).getTime() + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier; NaN when either is not a date). */
export const daysBetween = (from: string, to: string) =>
  (midnightOf(to).getTime() - midnightOf(from).getTime()) / DAY_MS;

/** The weekday of a date, Monday to Sunday. */
export const weekdayOf = (isoDate: string): Weekday => WEEKDAYS[(midnightOf(isoDate).getUTCDay() + 6) % 7];

/** The date among the seven days from `startsOn` that falls on `day`. */
export function dateOfDay(startsOn: string, day: Weekday) {
  const offset = (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekdayOf(startsOn)) + DAYS_IN_WEEK) % DAYS_IN_WEEK;
  return addDays(startsOn, offset);
}

/** The Monday after `today` (a week from today when today is a Monday): a new week's first day by default. */
export const comingMonday = (today: string) => addDays(today, DAYS_IN_WEEK - WEEKDAYS.indexOf(weekdayOf(today)));

/** The last of a week's seven days. */
export const lastDayOf = (startsOn: string) => addDays(startsOn, DAYS_IN_WEEK - 1);

// en-GB for English, as the day lists always read ("Mon 30 Nov"); a short month is written as MONTH_STYLE says.
const localeOf = (language: Language) => (language === "en" ? "en-GB" : INTL_LOCALES[language]);
const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    const month = options.month === "short" ? MONTH_STYLE[language] : options.month;
    found = new Intl.DateTimeFormat(localeOf(language), { timeZone: "UTC", ...options, month });
    formats.set(key, found);
  }
  return found;
}
const dayLabel = (language: Language) => format(language, { weekday: "short", day: "numeric", month: "short" });
const dayOnly = (language: Language) => format(language, { day: "numeric" });
const dayMonth = (language: Language) => format(language, { day: "numeric", month: "short" });
const range = (language: Language) => format(language, { day: "numeric", month: "short", year: "numeric" });

/** "Mon 30 Nov": a day as the day lists show it. */
export const shortDay = (isoDate: string, language: Language = DEFAULT_LANGUAGE) =>
  dayLabel(language).format(midnightOf(isoDate));

/** "30 Nov". */
export const dayAndMonth = (isoDate: string, language: Language = DEFAULT_LANGUAGE) =>
  dayMonth(language).format(midnightOf(isoDate));

/** "Week of 30 Nov": the name of a week the teacher did not name. */
export const defaultWeekName = (startsOn: string) => `Week of ${dayAndMonth(startsOn)}`;

/**
 * "30 Nov – 6 Dec 2026", "2 – 8 Jan 2027": the seven days of a week. Not Intl's formatRange: its spacing differs between ICU
 * versions (Node writes thin spaces, Chromium plain ones), and the weeks panel is rendered by both, so the
 * page would not hydrate.
 */
export function weekRange(startsOn: string, language: Language = DEFAULT_LANGUAGE) {
  const endsOn = lastDayOf(startsOn);
  const start = midnightOf(startsOn);
  const first =
    startsOn.slice(0, 7) === endsOn.slice(0, 7)
      ? dayOnly(language).format(start)
      : startsOn.slice(0, 4) === endsOn.slice(0, 4)
        ? dayMonth(language).format(start)
        : range(language).format(start);
  return `${first} – ${range(language).format(midnightOf(endsOn))}`;
}
