import { describe, expect, it } from "vitest";
import { bookDoubtSession, bookingOffer } from "~/domain/booking.server";
import { sessionCalendar } from "~/domain/calendar.server";
import { weekWithSlots } from "../support/unit-weeks";

describe("the session's calendar file", () => {
  it("has the session's start and end in UTC, 15 minutes apart, with CRLF lines folded at 75 octets", async () => {
    const now = new Date("2026-11-24T06:00:00Z"); // Tuesday 11:30 IST
    await weekWithSlots("Calendar", [{ day: "Friday", time: "17:45" }]);
    const [slot] = (await bookingOffer(now)).slots;
    const question = "Why is the derivative of sin x equal to cos x? ";
    const doubt = `${question.repeat(4)}शुक्रिया`;
    const { doubtId } = await bookDoubtSession(
      slot.id,
      { user_email: "ics@unit.test", class: "Class 12th", doubt_type: doubt, date: new Date(slot.date) },
      { address: "10.5.0.1", now },
    );

    const { content, fileName } = await sessionCalendar(doubtId, now);
    expect(fileName).toBe("doubt-session.ics");
    expect(content.endsWith("\r\n")).toBe(true);
    expect(content.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = content.split("\r\n");
    // Friday 27 November, 17:45 to 18:00 IST
    expect(lines).toContain("DTSTART:20261127T121500Z");
    expect(lines).toContain("DTEND:20261127T123000Z");
    expect(lines).toContain("DTSTAMP:20261124T060000Z");
    expect(lines).toContain(`UID:doubt-${doubtId}@doubt-sessions`);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Unfolding gives back the escaped description whole.
    const unfolded = content.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DESCRIPTION:Class 12th: ${doubt.replace(/[,;]/g, (c) => `\\${c}`)}`);
  });
});
