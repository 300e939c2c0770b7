/** The server's clock; wall-clock times in the institute's time zone, and the UTC instants they stand for. */
import { config } from "~/config.server";
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from "~/i18n/languages";
import { dateOfDay } from "./calendar-days";
import { WEEKDAYS, type Weekday } from "./weekdays";

export { WEEKDAYS, type Weekday };

// How far the server's clock is from the machine's: CLOCK_AT (never in production) sets where it starts.
let clockOffsetMs = config.CLOCK_AT ? config.CLOCK_AT.getTime() - Date.now() : 0;

/**
 * The time now by the server's clock: the machine's, unless CLOCK_AT or `setClock` moved it (outside production
 * only), so that tests can live through the days of a schedule. Scheduled jobs and the rules they run read this.
 */
export const now = () => new Date(Date.now() + clockOffsetMs);

/** Moves the server's clock so that it shows `instant` now and runs on from there; refused in production. */
export function setClock(instant: Date) {
  if (config.isProduction) throw new Error("The server's clock is set only outside production.");
  clockOffsetMs = instant.getTime() - Date.now();
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: Weekday };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "long",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock on the wall in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: parts.weekday as Weekday,
  };
}

/** The UTC instant at which the wall clock in `timeZone` shows the given date and time. */
export function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment; applied twice so a change of offset (summer time) is honoured.
  let instant = asIfUtc;
  for (let pass = 0; pass < 2; pass++) {
    const seen = wallClock(new Date(instant), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    instant += asIfUtc - seenAsUtc;
  }
  return new Date(instant);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The calendar date (YYYY-MM-DD) a wall clock in `timeZone` shows at `instant`. */
export function dateIn(instant: Date, timeZone: string) {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The instant a session starts: the slot's day within its week (from `startsOn`), at its "HH:MM" in `timeZone`. */
export function sessionStart(startsOn: string, slot: { day: string; time: string }, timeZone: string) {
  const [year, month, day] = dateOfDay(startsOn, slot.day as Weekday)
    .split("-")
    .map(Number);
  const [hour, minute] = slot.time.split(":").map(Number);
  return instantOf(year, month, day, hour, minute, timeZone);
}

// Building an Intl.DateTimeFormat is slow next to using one; pages format many instants.
const readers = new Map<string, { date: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }>();
function readersFor(timeZone: string, language: Language) {
  const key = `${timeZone} ${language}`;
  let reader = readers.get(key);
  if (!reader) {
    reader = {
      date: new Intl.DateTimeFormat(INTL_LOCALES[language], {
        timeZone,
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
      // English says the zone as Americans do ("India Standard Time"); Hindi in its own words.
      zone: new Intl.DateTimeFormat(language === "en" ? "en-US" : INTL_LOCALES[language], {
        timeZone,
        timeZoneName: "long",
      }),
    };
    readers.set(key, reader);
  }
  return reader;
}

/** The zone's name as people say it at `instant`, e.g. "India Standard Time". */
export function zoneName(instant: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE) {
  const part = readersFor(timeZone, language)
    .zone.formatToParts(instant)
    .find((item) => item.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/**
 * How `instant` reads on a wall clock in `timeZone`: the long date ("Monday, 23 November 2026"),
 * the ISO date ("2026-11-23"), the time ("10:15") and the zone's name.
 */
export function describeInstant(instant: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE) {
  const clock = wallClock(instant, timeZone);
  return {
    date: readersFor(timeZone, language).date.format(instant),
    isoDate: dateIn(instant, timeZone),
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
    zone: zoneName(instant, timeZone, language),
  };
}

/** The instants the institute's month ("2026-11") starts and ends at, as a Prisma range. */
export function monthBounds(month: string) {
  const [year, number] = month.split("-").map(Number);
  const next = number === 12 ? [year + 1, 1] : [year, number + 1];
  const zone = config.INSTITUTE_TIMEZONE;
  return { gte: instantOf(year, number, 1, 0, 0, zone), lt: instantOf(next[0], next[1], 1, 0, 0, zone) };
}
