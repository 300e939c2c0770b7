import { config } from "~/config.server";
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language, MONTH_STYLE } from "~/i18n/languages";

/**
 * Every date, size and sum the site shows goes through this module, so it reads one way everywhere, in the
 * reader's language (the last argument; English when left out), its months as MONTH_STYLE says.
 */
const perLanguage = <T>(make: (locale: string, language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(INTL_LOCALES[language], language)])) as Record<
    Language,
    T
  >;

const dayFormats = perLanguage(
  (locale, language) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: config.INSTITUTE_TIMEZONE,
      day: "numeric",
      month: MONTH_STYLE[language],
      year: "numeric",
    }),
);

/** A calendar day as people at the institute read it, e.g. "21 Nov 2026" or "21 नवंबर 2026". */
export const formatDay = (instant: Date | string, language: Language = DEFAULT_LANGUAGE) =>
  dayFormats[language].format(new Date(instant));

/** A day stored as "YYYY-MM-DD" (a test's date), read at noon UTC so that no time zone moves it to another day. */
export const formatIsoDay = (day: string, language: Language = DEFAULT_LANGUAGE) =>
  formatDay(`${day}T12:00:00Z`, language);

const momentFormats = perLanguage(
  (locale, language) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: config.INSTITUTE_TIMEZONE,
      day: "numeric",
      month: MONTH_STYLE[language],
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/**
 * Intl's Hindi ends a time with "बजे" even after "pm" ("04:36 pm बजे"), which reads like a form: what follows the
 * am/pm is left out.
 */
const withoutWordAfterDayPeriod = (format: Intl.DateTimeFormat, instant: Date) =>
  format
    .formatToParts(instant)
    .filter((part, index, parts) => !(part.type === "literal" && parts[index - 1]?.type === "dayPeriod"))
    .map((part) => part.value)
    .join("");

/** A moment as people at the institute read it, e.g. "21 Nov 2026, 04:05 pm" (the mark change history). */
export const formatDateTime = (instant: Date | string, language: Language = DEFAULT_LANGUAGE) =>
  withoutWordAfterDayPeriod(momentFormats[language], new Date(instant));

const timeFormats = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: config.INSTITUTE_TIMEZONE, hour: "numeric", minute: "2-digit" }),
);

/** A moment of the day `at` falls on as its time alone ("4:36 pm"), any other moment with its date. */
export function formatMoment(instant: Date, language: Language = DEFAULT_LANGUAGE, at = new Date()) {
  const sameDay = formatDay(instant, language) === formatDay(at, language);
  return sameDay ? withoutWordAfterDayPeriod(timeFormats[language], instant) : formatDateTime(instant, language);
}

const units = [
  { unit: "kilobyte", bytes: 1000 },
  { unit: "megabyte", bytes: 1000 ** 2 },
  { unit: "gigabyte", bytes: 1000 ** 3 },
] as const;
const sizeFormats = perLanguage((locale) =>
  units.map(({ unit }) => new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 })),
);

/** A size in bytes as people read it, e.g. "2.3 MB", in the SI units Intl writes (a kilobyte at least, so a small file is not "0 MB"). */
export function formatSize(bytes: number, language: Language = DEFAULT_LANGUAGE) {
  const index = Math.max(
    0,
    units.findLastIndex((unit) => bytes >= unit.bytes),
  );
  return sizeFormats[language][index].format(bytes / units[index].bytes);
}

const numberFormats = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A count or a mark with Indian digit grouping: 1,50,000. */
export const formatNumber = (value: number, language: Language = DEFAULT_LANGUAGE) =>
  numberFormats[language].format(value);

const monthFormats = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", year: "numeric" }),
);

/** A month stored as "YYYY-MM" as people read it, e.g. "November 2026" or "नवंबर 2026". */
export const formatMonth = (month: string, language: Language = DEFAULT_LANGUAGE) =>
  monthFormats[language].format(new Date(`${month}-15T12:00:00Z`));
