import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { bookDoubtSession, bookingOffer } from "~/domain/doubts/booking.server";
import { sessionCalendar } from "~/domain/doubts/calendar-file.server";
import { readCalendar } from "../support/ics";
import { weekWithSlots } from "../support/unit-weeks";

describe("the session's calendar file", () => {
  it("is valid iCalendar with the session's start and end, 15 minutes apart, and not the visitor's text", async () => {
    const now = new Date("2026-11-24T06:00:00Z"); // Tuesday 11:30 IST
    await weekWithSlots("Calendar", [{ day: "Friday", time: "17:45" }]);
    const [slot] = (await bookingOffer(now)).slots;
    const doubt = "Why is the derivative of sin x equal to cos x?\r\nAnd why; not, -cos x? \\ \rशुक्रिया";
    const { doubtId } = await bookDoubtSession(
      slot.id,
      { user_email: "ics@unit.test", class: "Class 12th", doubt_type: doubt, date: slot.startsAt },
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
    // The file is mailed to the address typed: it names the request's page, never quotes the text (issue 19).
    expect(event.description).toBe(`Class 12th. Your request: ${config.PUBLIC_URL}/thanks/${doubtId}`);
    expect(content).not.toContain("derivative");
  });
});
