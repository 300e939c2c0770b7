import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { bookDoubtSession, bookingOffer, doubtDetails, SLOT_TAKEN } from "~/domain/doubts/booking.server";
import { cancelBooking } from "~/domain/doubts/cancellations.server";
import { completeWeek } from "~/domain/doubts/weeks.server";
import { failure, teacher, weekWithSlots } from "../support/unit-weeks";

// Each booking has its own e-mail address unless a test is about fair use (tests/unit/doubt-loop.test.ts).
let visitors = 0;
const details = (date: string, email = `visitor${++visitors}@unit.test`) => ({
  user_email: email,
  class: "Class 10th" as const,
  doubt_type: "Quadratic equations",
  date: new Date(date),
});

// Each booking comes from its own address unless a test is about the rate limit.
let addressCount = 0;
const fresh = (now: Date) => ({ address: `10.2.0.${++addressCount}`, now });

async function slotIdOf(weekId: number, day: string, time: string) {
  return (await db.slot.findFirstOrThrow({ where: { weekId, day, time } })).id;
}

describe("the next session of a slot, worked out by the server in IST", () => {
  it("books today's session just after midnight IST, while UTC is still on the day before", async () => {
    const week = await weekWithSlots("Midnight", [{ day: "Tuesday", time: "10:00" }]);
    const now = new Date("2026-11-23T18:40:00Z"); // Tuesday 24 November, 00:10 IST; Monday in UTC
    const slotId = await slotIdOf(week.id, "Tuesday", "10:00");
    expect((await bookingOffer(now)).slots).toEqual([
      { id: slotId, day: "Tuesday", time: "10:00", startsAt: new Date("2026-11-24T04:30:00.000Z") },
    ]);
    const { doubtId } = await bookDoubtSession(slotId, details("2026-11-24T10:00:00+05:30"), fresh(now));
    const stored = await db.doubtRequest.findUniqueOrThrow({ where: { id: doubtId } });
    expect(stored.startsAt.toISOString()).toBe("2026-11-24T04:30:00.000Z");
  });

  it("neither offers nor books a session of the week that is over, and books a later week's day", async () => {
    const now = new Date("2026-11-23T05:00:00Z"); // Monday 23 November, 10:30 IST
    const week = await weekWithSlots("Passed", [
      { day: "Monday", time: "10:15" },
      { day: "Monday", time: "10:45" },
    ]);
    const past = await slotIdOf(week.id, "Monday", "10:15");
    expect((await bookingOffer(now)).slots.map((slot) => slot.time)).toEqual(["10:45"]);
    const over = await failure(bookDoubtSession(past, details("2026-11-23T04:45:00Z"), fresh(now)));
    expect(over.kind).toBe("conflict");
    expect(over.fieldErrors).toEqual({ date: ["That session is over. Please choose a later time."] });
    const wrongDay = await failure(bookDoubtSession(past, details("2026-11-30T04:45:00Z"), fresh(now)));
    expect(wrongDay.kind).toBe("invalid");
    expect(wrongDay.message).toContain("Monday, 23 November 2026 at 10:15 (India Standard Time)");

    const later = await weekWithSlots("Next", [{ day: "Monday", time: "10:15" }], "2026-11-30");
    const slotId = await slotIdOf(later.id, "Monday", "10:15");
    const { doubtId } = await bookDoubtSession(slotId, details("2026-11-30T04:45:00Z"), fresh(now));
    expect(await doubtDetails(doubtId)).toMatchObject({
      startsAt: new Date("2026-11-30T04:45:00.000Z"),
      accepted: false,
      doubtClass: "Class 10th",
    });
  });

  it("gives a week the day each slot falls on within its seven days, weekends included", async () => {
    const now = new Date("2026-11-24T06:00:00Z"); // Tuesday
    const week = await weekWithSlots(
      "From Wednesday",
      [
        { day: "Saturday", time: "09:00" },
        { day: "Tuesday", time: "09:00" },
        { day: "Wednesday", time: "09:00" },
      ],
      "2026-12-02",
    );
    expect(await bookingOffer(now)).toMatchObject({
      week: { id: week.id, startsOn: "2026-12-02", endsOn: "2026-12-08" },
      slots: [
        { day: "Wednesday", startsAt: new Date("2026-12-02T03:30:00.000Z") },
        { day: "Saturday", startsAt: new Date("2026-12-05T03:30:00.000Z") },
        { day: "Tuesday", startsAt: new Date("2026-12-08T03:30:00.000Z") },
      ],
    });
  });
});

describe("booking", () => {
  const now = new Date("2026-11-21T12:00:00Z"); // Saturday

  it("books a slot and date once: of many requests at once, exactly one wins, the rest hear 409", async () => {
    const week = await weekWithSlots("Race", [{ day: "Wednesday", time: "11:00" }]);
    const slotId = await slotIdOf(week.id, "Wednesday", "11:00");
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        bookDoubtSession(slotId, details("2026-11-25T05:30:00Z", `racer${i}@unit.test`), fresh(now)),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const losers = attempts.filter((attempt) => attempt.status === "rejected");
    expect(losers.map((loser) => (loser as PromiseRejectedResult).reason.message)).toEqual(Array(19).fill(SLOT_TAKEN));
    expect(await db.doubtRequest.count({ where: { slotId } })).toBe(1);
  });

  it("no longer offers a slot whose next session is booked", async () => {
    const week = await weekWithSlots("Offer", [
      { day: "Friday", time: "10:00" },
      { day: "Monday", time: "11:00" },
      { day: "Monday", time: "10:00" },
    ]);
    const offered = await bookingOffer(now);
    expect(offered.week).toMatchObject({ id: week.id, name: "Offer" });
    expect(offered.slots.map((slot) => `${slot.day} ${slot.time}`)).toEqual([
      "Monday 10:00",
      "Monday 11:00",
      "Friday 10:00",
    ]);
    const monday = offered.slots[0];
    await bookDoubtSession(monday.id, details(monday.startsAt.toISOString()), fresh(now));
    expect((await bookingOffer(now)).slots.map((slot) => slot.id)).not.toContain(monday.id);
  });

  it("refuses a completed week and a slot that does not exist", async () => {
    const week = await weekWithSlots("Done", [{ day: "Thursday", time: "10:00" }]);
    const slotId = await slotIdOf(week.id, "Thursday", "10:00");
    await completeWeek(teacher, week.id);
    expect((await failure(bookDoubtSession(slotId, details("2026-11-26T04:30:00Z"), fresh(now)))).kind).toBe(
      "conflict",
    );
    expect((await failure(bookDoubtSession(999999, details("2026-11-26T04:30:00Z"), fresh(now)))).kind).toBe(
      "not_found",
    );
    expect((await failure(bookDoubtSession("twelve", details("2026-11-26T04:30:00Z"), fresh(now)))).kind).toBe(
      "invalid",
    );
    expect(await db.doubtRequest.count({ where: { slotId } })).toBe(0);
  });

  it("says no sessions can be booked when every week is completed", async () => {
    const saved = await db.week.findMany({ where: { completed: false }, select: { id: true } });
    await db.week.updateMany({ where: { completed: false }, data: { completed: true } });
    try {
      expect(await bookingOffer(now)).toEqual({ week: null, slots: [] });
    } finally {
      await db.week.updateMany({ where: { id: { in: saved.map((week) => week.id) } }, data: { completed: false } });
    }
  });

  it("limits the bookings one address makes in an hour, with 429", async () => {
    const address = "10.3.0.1";
    for (let i = 0; i < config.BOOKING_LIMIT_PER_HOUR; i++) {
      await failure(bookDoubtSession(999999, details("2026-11-26T04:30:00Z"), { address, now }));
    }
    const limited = await failure(bookDoubtSession(999999, details("2026-11-26T04:30:00Z"), { address, now }));
    expect(limited.kind).toBe("too_many");
    expect(limited.message).toMatch(/Too many booking requests/);
    const otherAddress = await failure(bookDoubtSession(999999, details("2026-11-26T04:30:00Z"), fresh(now)));
    expect(otherAddress.kind).toBe("not_found");
    const anHourLater = { address, now: new Date(now.getTime() + 60 * 60_000) };
    expect((await failure(bookDoubtSession(999999, details("2026-11-26T04:30:00Z"), anHourLater))).kind).toBe(
      "not_found",
    );
  });

  it("answers a malformed or unknown doubt id", async () => {
    expect((await failure(doubtDetails("7"))).message).toBe("Invalid doubt id");
    expect((await failure(doubtDetails("7"))).kind).toBe("invalid");
    expect((await failure(doubtDetails("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b"))).kind).toBe("not_found");
  });
});

describe("a week's sessions shared among networks", () => {
  it("lets two addresses, however many e-mails they type, take only their share of a week", async () => {
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
    const week = await weekWithSlots(
      "Shared",
      days.map((day) => ({ day, time: "16:00" })),
    );
    const now = new Date("2026-11-22T05:00:00Z"); // the Sunday before
    const sessions = (await bookingOffer(now)).slots;
    expect(sessions).toHaveLength(6);
    const book = (index: number, address: string) =>
      bookDoubtSession(sessions[index].id, details(sessions[index].startsAt.toISOString()), { address, now });

    // With the defaults, an address may take a third of six sessions: two (each with its own e-mail).
    let next = 0;
    const firstBookings: string[] = [];
    for (const address of ["10.3.0.1", "10.3.0.2"]) {
      firstBookings.push((await book(next++, address)).doubtId);
      await book(next++, address);
      const refused = await failure(book(next, address));
      expect(refused.kind).toBe("too_many");
      expect(refused.message).toBe(
        "Bookings from your network already hold 2 of this week's sessions. The others are left for other students.",
      );
    }
    // Two sessions are still free, for someone else.
    expect((await bookingOffer(now)).slots).toHaveLength(2);
    // A cancelled booking gives its share back to its network.
    await cancelBooking(firstBookings[0], { address: "10.3.0.1", now });
    await book(0, "10.3.0.1");
    await book(next, "10.3.0.3");
    await completeWeek(teacher, week.id);
  });
});
