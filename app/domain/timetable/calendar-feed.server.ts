import { config } from "~/config.server";
import { db } from "~/db.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import type { Actor } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { subjectsSeenBy } from "../access/rules.server";
import { idOfToken, looksLikeToken, newOneTimeToken } from "../accounts/one-time-tokens.server";
import { addDays } from "../core/calendar-days";
import { notFound } from "../core/errors.server";
import { formatIsoDay } from "../core/format.server";
import { dateIn, instantOf } from "../core/time.server";
import { instituteName } from "../site/settings.server";
import { fixedOffsetVtimezone } from "./vtimezone";
import { mondayOf, weekdayNumberOf } from "./weekday-numbers";

export const FEED_GONE = "This calendar link no longer works. Make a new one on the Timetable page.";

/**
 * 'Subscribe in calendar': a new capability link for the student's feed. Only the token's hash is kept,
 * so the link is shown once; making a new one ends the old one (it then answers 410).
 */
export async function newCalendarLink(actor: Actor) {
  assertStudent(actor);
  const { token, id } = newOneTimeToken();
  await db.calendarFeed.upsert({
    where: { studentId: actor.id },
    create: { id, studentId: actor.id },
    update: { id, createdAt: new Date() },
  });
  return { url: `${config.PUBLIC_URL}/calendar/${token}.ics`, message: "Your calendar link is ready" };
}

/** The first date on or after `from` that falls on `weekday` (1 = Monday). */
const firstOnOrAfter = (from: string, weekday: number) => addDays(from, (weekday - weekdayNumberOf(from) + 7) % 7);

type Zone = { name: string; vtimezone: string | null };

/**
 * A wall-clock time for ical-generator. With a TZID it writes the Date's local fields, so the Date is made
 * from local fields; without one (a zone with summer time) it is the real instant, written in UTC.
 */
function wallTime(date: string, time: string, zone: Zone) {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return zone.vtimezone
    ? new Date(year, month - 1, day, hour, minute)
    : instantOf(year, month, day, hour, minute, zone.name);
}

/**
 * The student's timetable as an RFC 5545 feed: weekly classes with RRULE and their cancellations as EXDATE,
 * extra classes, and the batch's tests as all-day events, of the subjects the student sees (none while they
 * wait for the teacher's permission: the link works, and fills once they are permitted). null for a link that was replaced or stopped
 * (only hashes are kept, so it cannot be told from one that never was: both answer 410).
 */
export async function calendarFeed(token: string, now = new Date()) {
  if (!looksLikeToken(token)) throw notFound("No such calendar.");
  const feed = await db.calendarFeed.findUnique({
    where: { id: idOfToken(token) },
    select: { student: { select: { id: true, batchId: true, deactivatedAt: true, language: true } } },
  });
  if (!feed?.student.batchId || feed.student.deactivatedAt) return null;
  const batchId = feed.student.batchId;
  const seen = { batchId, subject: subjectsSeenBy(feed.student) };
  // A calendar app fetches the feed without the student's cookie: the words are in their account's language.
  const language = isLanguage(feed.student.language) ? feed.student.language : DEFAULT_LANGUAGE;
  const t = translatorFor(language, "common");
  const [classes, tests, institute] = await Promise.all([
    db.timetableClass.findMany({
      where: seen,
      select: {
        id: true,
        weekday: true,
        startTime: true,
        endTime: true,
        room: true,
        meetingUrl: true,
        onDate: true,
        createdAt: true,
        subject: { select: { name: true } },
        cancellations: { select: { date: true, reason: true } },
      },
    }),
    db.test.findMany({
      where: seen,
      select: { id: true, name: true, date: true, subject: { select: { name: true } } },
    }),
    instituteName(),
  ]);
  // Loaded with the first feed the process writes, not at start, like the doubt sessions' files (decision 126).
  const { default: ical, ICalCalendarMethod, ICalEventRepeatingFreq } = await import("ical-generator");
  const zone = { name: config.INSTITUTE_TIMEZONE, vtimezone: fixedOffsetVtimezone(config.INSTITUTE_TIMEZONE) };
  const calendar = ical({
    name: t("{{institute}} timetable", { institute }),
    prodId: { company: institute, product: "Timetable", language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  const tzid = zone.vtimezone ? zone.name : null;
  for (const item of classes) {
    // A weekly class starts in the week it was added (its day may be just before it was added: harmless).
    const first = item.onDate ?? firstOnOrAfter(mondayOf(dateIn(item.createdAt, zone.name)), item.weekday);
    const cancelled = item.onDate ? [] : item.cancellations;
    calendar.createEvent({
      id: `class-${item.id}@timetable`,
      stamp: now,
      start: wallTime(first, item.startTime, zone),
      end: wallTime(first, item.endTime, zone),
      timezone: tzid,
      summary: item.subject.name,
      location: item.room || t("Online"),
      url: item.meetingUrl || null,
      description:
        cancelled
          .map((row) => {
            const day = formatIsoDay(row.date, language);
            return row.reason
              ? t("Cancelled on {{day}}: {{reason}}", { day, reason: row.reason })
              : t("Cancelled on {{day}}", { day });
          })
          .join("\n") || null,
      repeating: item.onDate
        ? null
        : {
            freq: ICalEventRepeatingFreq.WEEKLY,
            // An EXDATE with no dates is invalid: ical.js (Thunderbird) then cannot expand the class at all.
            ...(cancelled.length > 0 && {
              exclude: cancelled.map((row) => wallTime(row.date, item.startTime, zone)),
            }),
          },
    });
  }
  for (const test of tests) {
    calendar.createEvent({
      id: `test-${test.id}@timetable`,
      stamp: now,
      start: new Date(`${test.date}T00:00:00Z`),
      allDay: true,
      summary: t("Test: {{test}} ({{subject}})", { test: test.name, subject: test.subject.name }),
    });
  }
  return withTimezone(calendar.toString(), zone.vtimezone);
}

/**
 * ical-generator writes a VTIMEZONE only through a calendar-wide zone, which also makes it write DTSTAMP in
 * local time without its Z; so the component is put in by hand, before the first event (RFC 5545 3.6.5).
 */
function withTimezone(text: string, vtimezone: string | null) {
  if (!vtimezone) return `${text}\r\n`;
  const at = text.includes("BEGIN:VEVENT") ? text.indexOf("BEGIN:VEVENT") : text.indexOf("END:VCALENDAR");
  // RFC 5545 ends every line, the last one too, with CRLF.
  return `${text.slice(0, at)}${vtimezone}\r\n${text.slice(at)}\r\n`;
}
