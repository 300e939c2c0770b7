import { z } from "zod";

/**
 * Every calendar day, month, time and wall-clock moment a form, an API call or an address gives. Each is read
 * by arithmetic on its text (never through `new Date(text).toISOString()`, which throws on "2026-13-01"), and
 * only years from FIRST_YEAR to LAST_YEAR are taken: a receipt's financial year, a month's grid and every
 * loop over days then stay on a real, nearby calendar ("9999-12-31" plus one day is "+010000-01-01").
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export const NO_SUCH_DATE = "That date does not exist";
export const DATE_OUT_OF_RANGE = "Choose a date in the years 2000 to 2100";
const NO_SUCH_MONTH = "That month does not exist";
const MONTH_OUT_OF_RANGE = "Choose a month in the years 2000 to 2100";

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_TEXT = /^(\d{4})-(\d{2})$/;
const TIME_TEXT = /^([01]\d|2[0-3]):[0-5]\d$/;
const WALL_TIME_TEXT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const yearInRange = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** How many days month `month` (1 to 12) of `year` has. */
export const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];

type Problem = "shape" | "range" | "real" | null;

/** What is wrong with "YYYY-MM" text as a month, or null. */
function monthProblem(text: string): Problem {
  const match = MONTH_TEXT.exec(text);
  if (!match) return "shape";
  if (!yearInRange(Number(match[1]))) return "range";
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? null : "real";
}

/** What is wrong with "YYYY-MM-DD" text as a calendar day, or null. */
function dayProblem(text: string): Problem {
  const match = DAY_TEXT.exec(text);
  if (!match) return "shape";
  const problem = monthProblem(`${match[1]}-${match[2]}`);
  if (problem) return problem;
  const day = Number(match[3]);
  return day >= 1 && day <= daysInMonth(Number(match[1]), Number(match[2])) ? null : "real";
}

/** "YYYY-MM-DD" of a day that exists, in the years taken. */
export const isDay = (text: string) => dayProblem(text) === null;
/** "YYYY-MM" of a month, in the years taken. */
export const isMonth = (text: string) => monthProblem(text) === null;
/** "HH:MM" on a 24-hour clock. */
export const isTime = (text: string) => TIME_TEXT.test(text);

/** A field of text whose problems `problemOf` names; the shape's message is the field's own. */
const checkedText = (required: string, problemOf: (text: string) => Problem, range: string, real: string) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((text, context) => {
      const problem = problemOf(text);
      if (problem)
        context.addIssue({ code: "custom", message: { shape: required, range, real }[problem], continue: false });
    });

/** A calendar day, "YYYY-MM-DD"; `required` is said when it is missing or not written so. */
export const dayField = (required: string) => checkedText(required, dayProblem, DATE_OUT_OF_RANGE, NO_SUCH_DATE);

/** A month, "YYYY-MM". */
export const monthField = (required: string) => checkedText(required, monthProblem, MONTH_OUT_OF_RANGE, NO_SUCH_MONTH);

/** A typed time: hours, then optional minutes after ":" or "." (or 3 to 4 digits alone), then am or pm. */
const TYPED_TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/;
const TYPED_DIGITS = /^(\d{1,2})(\d{2})$/;

/**
 * A time as people type it, as "HH:MM" on a 24-hour clock, or null. With am or pm it is a 12-hour time
 * ("5pm", "5:30 pm", "12 am" is midnight); without, a 24-hour one ("17:30", "6.30" is 06:30, "0630"), which
 * then needs its minutes: a bare "5" could be either, so it is refused rather than guessed.
 */
export function readTime(typed: string) {
  const text = typed.trim().toLowerCase();
  const digits = TYPED_DIGITS.exec(text);
  const match = digits ? [text, digits[1], digits[2], undefined] : TYPED_TIME.exec(text);
  if (!match) return null;
  const [, hourText, minuteText, half] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText ?? "0");
  if (minute > 59) return null;
  let hour24: number;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour24 = (hour % 12) + (half === "p" ? 12 : 0);
  } else {
    if (minuteText === undefined || hour > 23) return null;
    hour24 = hour;
  }
  return `${String(hour24).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** A time of day, typed as `readTime` reads it, kept as "HH:MM" on a 24-hour clock. */
export const timeField = (required: string) =>
  z.string({ error: required }).transform((text, context) => {
    const time = readTime(text);
    if (time === null) {
      context.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    return time;
  });

/** "YYYY-MM-DDTHH:MM", as a datetime-local box sends it: a day that exists at a time that exists. */
export const wallTimeField = (required: string) =>
  checkedText(
    required,
    (text) => {
      const match = WALL_TIME_TEXT.exec(text);
      if (!match || !isTime(match[2])) return "shape";
      return dayProblem(match[1]);
    },
    DATE_OUT_OF_RANGE,
    NO_SUCH_DATE,
  );

/** An instant written in ISO ("2026-11-23T04:45:00Z") falls in the years taken. */
export const instantInRange = (text: string) => yearInRange(Number(text.slice(0, 4)));
