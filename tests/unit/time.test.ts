import { describe, expect, it } from "vitest";
import {
  comingMonday,
  dateOfDay,
  dayAndMonth,
  defaultWeekName,
  shortDay,
  weekRange,
} from "~/domain/core/calendar-days";
import { dateIn, instantOf, sessionStart, wallClock } from "~/domain/core/time.server";

const IST = "Asia/Kolkata";

describe("a session's start: the slot's day within its week, in the institute's zone", () => {
  it("is the slot's weekday among the seven days from the week's first day", () => {
    expect(sessionStart("2026-11-30", { day: "Monday", time: "10:15" }, IST).toISOString()).toBe(
      "2026-11-30T04:45:00.000Z",
    );
    expect(sessionStart("2026-11-30", { day: "Sunday", time: "10:15" }, IST).toISOString()).toBe(
      "2026-12-06T04:45:00.000Z",
    );
  });

  it("wraps round a week that does not start on a Monday", () => {
    // Wednesday 2 December to Tuesday 8 December: its Monday is the 7th.
    expect(dateOfDay("2026-12-02", "Monday")).toBe("2026-12-07");
    expect(dateOfDay("2026-12-02", "Wednesday")).toBe("2026-12-02");
    expect(dateOfDay("2026-12-02", "Tuesday")).toBe("2026-12-08");
  });

  it("crosses month and year ends", () => {
    expect(sessionStart("2026-12-28", { day: "Friday", time: "11:45" }, IST).toISOString()).toBe(
      "2027-01-01T06:15:00.000Z",
    );
  });

  it("uses the IST date just after midnight, when UTC is still on the previous day", () => {
    // Tuesday 2026-11-24 00:10 IST is Monday 18:40 UTC.
    const now = new Date("2026-11-23T18:40:00Z");
    expect(wallClock(now, IST).weekday).toBe("Tuesday");
    expect(dateIn(now, IST)).toBe("2026-11-24");
  });

  it("honours summer time in zones that have it", () => {
    // London moves to BST on 2027-03-28; 10:00 local is 09:00 UTC afterwards.
    expect(instantOf(2027, 3, 29, 10, 0, "Europe/London").toISOString()).toBe("2027-03-29T09:00:00.000Z");
    expect(instantOf(2027, 3, 22, 10, 0, "Europe/London").toISOString()).toBe("2027-03-22T10:00:00.000Z");
  });
});

describe("a week's dates as people read them", () => {
  it("starts a new week on the coming Monday: a week ahead on a Monday, tomorrow on a Sunday", () => {
    expect(comingMonday("2026-11-24")).toBe("2026-11-30");
    expect(comingMonday("2026-11-23")).toBe("2026-11-30");
    expect(comingMonday("2026-11-29")).toBe("2026-11-30");
  });

  it("names days, weeks and ranges", () => {
    expect(shortDay("2026-11-30")).toBe("Mon 30 Nov");
    expect(defaultWeekName("2026-11-30")).toBe("Week of 30 Nov");
    expect(weekRange("2026-12-28")).toBe("28 Dec 2026 – 3 Jan 2027");
    // Plain spaces, as the browser writes them too: the weeks panel is rendered by both.
    expect(weekRange("2026-11-30")).toBe("30 Nov – 6 Dec 2026");
    expect(weekRange("2027-01-02")).toBe("2 – 8 Jan 2027");
  });

  it("names them in Hindi with the month in full", () => {
    expect(shortDay("2026-11-30", "hi")).toBe("सोम, 30 नवंबर");
    expect(dayAndMonth("2026-11-30", "hi")).toBe("30 नवंबर");
    expect(weekRange("2026-11-30", "hi")).toBe("30 नवंबर – 6 दिसंबर 2026");
  });
});
