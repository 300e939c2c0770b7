/** Wall-clock times in the institute's time zone, and the UTC instants they stand for. */
import { WEEKDAYS, type Weekday } from "./weekdays";

export { WEEKDAYS, type Weekday };

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

/**
 * The next time a weekly slot (weekday and "HH:MM" in the institute's zone) starts after `now`:
 * today if today is that weekday and the time is still ahead, otherwise that weekday next.
 */
export function nextOccurrence(day: Weekday, time: string, now: Date, timeZone: string) {
  const [hour, minute] = time.split(":").map(Number);
  const today = wallClock(now, timeZone);
  const daysAhead = (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(today.weekday) + 7) % 7;
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead));
  const start = instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute, timeZone);
  if (start.getTime() > now.getTime()) return start;
  const nextWeek = new Date(Date.UTC(today.year, today.month - 1, today.day + 7));
  return instantOf(
    nextWeek.getUTCFullYear(),
    nextWeek.getUTCMonth() + 1,
    nextWeek.getUTCDate(),
    hour,
    minute,
    timeZone,
  );
}

const pad = (value: number) => String(value).padStart(2, "0");

// Building an Intl.DateTimeFormat is slow next to using one; pages format many instants.
const readers = new Map<string, { date: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }>();
function readersFor(timeZone: string) {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = {
      date: new Intl.DateTimeFormat("en-IN", {
        timeZone,
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
      zone: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" }),
    };
    readers.set(timeZone, reader);
  }
  return reader;
}

/** The zone's name as people say it at `instant`, e.g. "India Standard Time". */
export function zoneName(instant: Date, timeZone: string) {
  const part = readersFor(timeZone)
    .zone.formatToParts(instant)
    .find((item) => item.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/**
 * How `instant` reads on a wall clock in `timeZone`: the long date ("Monday, 23 November 2026"),
 * the ISO date ("2026-11-23"), the time ("10:15") and the zone's name.
 */
export function describeInstant(instant: Date, timeZone: string) {
  const clock = wallClock(instant, timeZone);
  return {
    date: readersFor(timeZone).date.format(instant),
    isoDate: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
    zone: zoneName(instant, timeZone),
  };
}
