import { config } from "~/config.server";

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: config.INSTITUTE_TIMEZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * Every date the site shows goes through this module, so it reads one way everywhere.
 * A calendar day as people at the institute read it, e.g. "21 Nov 2026".
 */
export const formatDay = (instant: Date | string) => dayFormat.format(new Date(instant));

/** A day stored as "YYYY-MM-DD" (a test's date), read at noon UTC so that no time zone moves it to another day. */
export const formatIsoDay = (day: string) => formatDay(`${day}T12:00:00Z`);

const momentFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: config.INSTITUTE_TIMEZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as people at the institute read it, e.g. "21 Nov 2026, 04:05 pm" (the mark change history). */
export const formatDateTime = (instant: Date | string) => momentFormat.format(new Date(instant));

const units = [
  { unit: "kilobyte", bytes: 1000 },
  { unit: "megabyte", bytes: 1000 ** 2 },
  { unit: "gigabyte", bytes: 1000 ** 3 },
] as const;
const sizeFormats = units.map(
  ({ unit }) => new Intl.NumberFormat("en-IN", { style: "unit", unit, maximumFractionDigits: 1 }),
);

/** A size in bytes as people read it, e.g. "2.3 MB", in the SI units Intl writes (a kilobyte at least, so a small file is not "0 MB"). */
export function formatSize(bytes: number) {
  const index = Math.max(
    0,
    units.findLastIndex((unit) => bytes >= unit.bytes),
  );
  return sizeFormats[index].format(bytes / units[index].bytes);
}
