import ICAL from "ical.js";

/**
 * Reads a calendar file with ical.js (Mozilla's RFC 5545 parser): it must hold exactly one event, and
 * its lines must end in CRLF with no bare CR or LF anywhere (what a typed carriage return would break).
 */
export function readCalendar(content: string) {
  if (/\r(?!\n)|(?<!\r)\n/.test(content)) throw new Error("The calendar has a line break that is not CRLF");
  if (!content.endsWith("\r\n")) throw new Error("The calendar's last line does not end in CRLF");
  const calendar = new ICAL.Component(ICAL.parse(content));
  const events = calendar.getAllSubcomponents("vevent");
  if (events.length !== 1) throw new Error(`Expected one event, found ${events.length}`);
  const event = new ICAL.Event(events[0]);
  const text = (name: string) => {
    const value = events[0].getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return {
    version: String(calendar.getFirstPropertyValue("version")),
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: text("url"),
    status: text("status"),
  };
}
