import { config } from "~/config.server";
import { db } from "~/db.server";
import { SLOT_MINUTES } from "~/schemas/weeks";
import { notFound } from "./errors.server";
import { doubtIdOf } from "./ids.server";

// iCalendar (RFC 5545) wants UTC as 20261123T044500Z.
const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

// Text values escape backslashes, semicolons, commas and line breaks.
const icsText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded: a line break and a space, never inside a UTF-8 character. */
function fold(line: string) {
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines begin with the folding space
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The booked session as a calendar file the visitor can add to any calendar app. */
export async function sessionCalendar(rawDoubtId: unknown, now = new Date()) {
  const doubt = await db.doubtRequest.findUnique({
    where: { id: doubtIdOf(rawDoubtId) },
    select: { id: true, startsAt: true, doubtClass: true, doubtType: true },
  });
  if (!doubt) throw notFound("Invalid doubt id");
  const end = new Date(doubt.startsAt.getTime() + SLOT_MINUTES * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(config.INSTITUTE_NAME)}//Doubt sessions//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:doubt-${doubt.id}@doubt-sessions`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(doubt.startsAt)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(`Doubt session with ${config.INSTITUTE_NAME}`)}`,
    `DESCRIPTION:${icsText(`${doubt.doubtClass}: ${doubt.doubtType}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return { fileName: "doubt-session.ics", content: `${lines.map(fold).join("\r\n")}\r\n` };
}
