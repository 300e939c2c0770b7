import { describe, expect, it } from "vitest";
import { bookDoubtSession, bookingOffer } from "~/domain/booking.server";
import { sessionCalendar } from "~/domain/calendar.server";
import { readCalendar } from "../support/ics";
import { weekWithSlots } from "../support/unit-weeks";

describe("the session's calendar file", () => {
  it("is valid iCalendar with the session's start and end, 15 minutes apart, and the doubt text intact", async () => {
    const now = new Date("2026-11-24T06:00:00Z"); // Tuesday 11:30 IST
    await weekWithSlots("Calendar", [{ day: "Friday", time: "17:45" }]);
    const [slot] = (await bookingOffer(now)).slots;
    // A carriage return typed into the doubt must not reach the file raw (a bare CR would end the line).
    const doubt = "Why is the derivative of sin x equal to cos x?\r\nAnd why; not, -cos x? \\ \rशुक्रिया";
    const { doubtId } = await bookDoubtSession(
      slot.id,
      { user_email: "ics@unit.test", class: "Class 12th", doubt_type: doubt, date: new Date(slot.date) },
      { address: "10.5.0.1", now },
    );

    const { content, fileName } = await sessionCalendar(doubtId, now);
    expect(fileName).toBe("doubt-session.ics");
    for (const line of content.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const event = readCalendar(content);
    expect(event).toMatchObject({
      version: "2.0",
      uid: `doubt-${doubtId}@doubt-sessions`,
      sequence: 0,
      // Friday 27 November, 17:45 to 18:00 IST
      start: "2026-11-27T12:15:00.000Z",
      end: "2026-11-27T12:30:00.000Z",
      status: "TENTATIVE",
      url: null,
      location: null,
    });
    // Line breaks come back as line feeds; everything else exactly as typed.
    expect(event.description).toBe(`Class 12th: ${doubt.replace(/\r\n|\r/g, "\n")}`);
  });
});
