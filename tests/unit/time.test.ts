import { describe, expect, it } from "vitest";
import { instantOf, nextOccurrence, wallClock } from "~/domain/time.server";

const IST = "Asia/Kolkata";

describe("nextOccurrence in the institute's zone", () => {
  it("is later today when today is that weekday and the time is still ahead", () => {
    // Monday 2026-11-23, 09:00 IST
    const now = new Date("2026-11-23T03:30:00Z");
    expect(nextOccurrence("Monday", "10:15", now, IST).toISOString()).toBe("2026-11-23T04:45:00.000Z");
  });

  it("is next week when today's time has passed", () => {
    const now = new Date("2026-11-23T05:00:00Z"); // Monday 10:30 IST
    expect(nextOccurrence("Monday", "10:15", now, IST).toISOString()).toBe("2026-11-30T04:45:00.000Z");
  });

  it("is next week at the exact start time, which is no longer ahead", () => {
    const now = new Date("2026-11-23T04:45:00Z"); // Monday 10:15 IST
    expect(nextOccurrence("Monday", "10:15", now, IST).toISOString()).toBe("2026-11-30T04:45:00.000Z");
  });

  it("uses the IST date just after midnight, when UTC is still on the previous day", () => {
    // Tuesday 2026-11-24 00:10 IST is Monday 18:40 UTC.
    const now = new Date("2026-11-23T18:40:00Z");
    expect(wallClock(now, IST).weekday).toBe("Tuesday");
    expect(nextOccurrence("Tuesday", "10:00", now, IST).toISOString()).toBe("2026-11-24T04:30:00.000Z");
    expect(nextOccurrence("Monday", "10:00", now, IST).toISOString()).toBe("2026-11-30T04:30:00.000Z");
  });

  it("crosses month and year ends", () => {
    const now = new Date("2026-12-31T12:00:00Z"); // Thursday evening IST
    expect(nextOccurrence("Friday", "11:45", now, IST).toISOString()).toBe("2027-01-01T06:15:00.000Z");
  });

  it("honours summer time in zones that have it", () => {
    // London moves to BST on 2027-03-28; 10:00 local is 09:00 UTC afterwards.
    expect(instantOf(2027, 3, 29, 10, 0, "Europe/London").toISOString()).toBe("2027-03-29T09:00:00.000Z");
    expect(instantOf(2027, 3, 22, 10, 0, "Europe/London").toISOString()).toBe("2027-03-22T10:00:00.000Z");
  });
});
