import { config } from "~/config.server";
import { db } from "~/db.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import { SLOT_MINUTES } from "~/schemas/weeks";
import { notFound } from "../core/errors.server";
import { doubtIdOf } from "../core/ids.server";
import { instituteName } from "../site/settings.server";
import { type DoubtState, doubtStatus } from "./view.server";

export type CalendarDoubt = DoubtState & {
  id: string;
  startsAt: Date;
  doubtClass: string;
  doubtType: string;
  meeting: { joinUrl: string } | null;
  /** The language the visitor booked in: the file's words are in it (English when not known). */
  language?: string;
};

export const CALENDAR_FILE = "doubt-session.ics";

/**
 * Every version of a booking's calendar file has the same UID; SEQUENCE grows with each change
 * (booked 0, accepted with its link 1, cancelled or declined 2), so a calendar app replaces its copy.
 */
function sequenceOf(doubt: CalendarDoubt) {
  const status = doubtStatus(doubt);
  if (status === "cancelled" || status === "declined") return 2;
  return doubt.meeting ? 1 : 0;
}

/**
 * The session as an RFC 5545 calendar file; once accepted it carries the join link as URL and LOCATION.
 * ical-generator is loaded with the first file the process writes, not at start (decision 126).
 */
export async function calendarFile(doubt: CalendarDoubt, institute: string, now = new Date()) {
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = await import("ical-generator");
  const status = doubtStatus(doubt);
  const language = isLanguage(doubt.language) ? doubt.language : DEFAULT_LANGUAGE;
  const t = translatorFor(language, "common");
  const calendar = ical({
    prodId: { company: institute, product: "Doubt sessions", language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `doubt-${doubt.id}@doubt-sessions`,
    sequence: sequenceOf(doubt),
    stamp: now,
    start: doubt.startsAt,
    end: new Date(doubt.startsAt.getTime() + SLOT_MINUTES * 60_000),
    summary: t("Doubt session with {{institute}}", { institute }),
    // Not the visitor's doubt text: this file is mailed to whatever address was typed, and the institute
    // must not carry a stranger's words to it. The request's page shows the text.
    description: t("{{class}}. Your request: {{link}}", {
      class: doubt.doubtClass,
      link: `${config.PUBLIC_URL}/thanks/${doubt.id}`,
    }),
    url: doubt.meeting?.joinUrl ?? null,
    location: doubt.meeting?.joinUrl ?? null,
    status:
      status === "cancelled" || status === "declined"
        ? ICalEventStatus.CANCELLED
        : doubt.meeting
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.TENTATIVE,
  });
  // RFC 5545 ends every line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** The booked session as a calendar file the visitor can add to any calendar app. */
export async function sessionCalendar(rawDoubtId: unknown, now = new Date()) {
  const doubt = await db.doubtRequest.findUnique({
    where: { id: doubtIdOf(rawDoubtId) },
    include: { meeting: { select: { joinUrl: true } } },
  });
  if (!doubt) throw notFound("Invalid doubt id");
  return { fileName: CALENDAR_FILE, content: await calendarFile(doubt, await instituteName(), now) };
}

/** The calendar file as a mail attachment. */
export const calendarAttachment = async (doubt: CalendarDoubt, institute: string, now = new Date()) => ({
  filename: CALENDAR_FILE,
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  content: await calendarFile(doubt, institute, now),
});
