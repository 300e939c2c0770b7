import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { bookDoubtSession } from "~/domain/doubts/booking.server";
import { addSlots, deleteSlot } from "~/domain/doubts/slots.server";
import { completeWeek, createWeek, listWeeks, weekDetails } from "~/domain/doubts/weeks.server";
import { newWeekSchema, slotRangeSchema } from "~/schemas/weeks";
import { failure, student, teacher, weekWithSlots } from "../support/unit-weeks";

function slotForm(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return parseWithZod(form, { schema: slotRangeSchema });
}

describe("weeks", () => {
  it("numbers weeks in order, even when several are added at once", async () => {
    const before = (await listWeeks(teacher)).weeks[0]?.number ?? 0;
    const created = await Promise.all(
      ["A", "B", "C", "D"].map((name) => createWeek(teacher, { week_name: `Parallel ${name}` })),
    );
    expect(created.map(({ week }) => week.number).sort((a, b) => a - b)).toEqual([
      before + 1,
      before + 2,
      before + 3,
      before + 4,
    ]);
  });

  it("starts a week on the coming Monday and names it after that day, unless told otherwise", async () => {
    const tuesday = new Date("2026-11-24T06:00:00Z");
    const { week } = await createWeek(teacher, {}, tuesday);
    expect(week).toMatchObject({ name: "Week of 30 Nov", startsOn: "2026-11-30", endsOn: "2026-12-06" });
    const named = await createWeek(teacher, { week_name: "Exam week", starts_on: "2026-12-05" }, tuesday);
    expect(named.week).toMatchObject({ name: "Exam week", startsOn: "2026-12-05", endsOn: "2026-12-11" });
  });

  it("refuses a start date that is no date", () => {
    for (const starts_on of ["2026-02-30", "30/11/2026", "soon"]) {
      expect(newWeekSchema.safeParse({ starts_on }).success).toBe(false);
    }
    expect(newWeekSchema.parse({ week_name: " ", starts_on: "" })).toEqual({});
  });

  it("shows each week's real number of slots and its status", async () => {
    const week = await weekWithSlots("Counted", [
      { day: "Monday", time: "10:00" },
      { day: "Tuesday", time: "10:15" },
      { day: "Friday", time: "17:45" },
    ]);
    const card = (await listWeeks(teacher)).weeks.find((item) => item.id === week.id);
    expect(card).toMatchObject({ name: "Counted", slotCount: 3, completed: false });
    await completeWeek(teacher, String(week.id));
    expect((await listWeeks(teacher)).weeks.find((item) => item.id === week.id)?.completed).toBe(true);
  });

  it("is for teachers only", async () => {
    expect((await failure(listWeeks(student))).kind).toBe("forbidden");
    expect((await failure(createWeek(null, { week_name: "X" }))).kind).toBe("unauthenticated");
  });

  it("answers a bad or unknown week id with a message", async () => {
    expect((await failure(weekDetails(teacher, "abc"))).message).toBe("Invalid week id");
    expect((await failure(weekDetails(teacher, "999999"))).kind).toBe("not_found");
  });
});

describe("the 'Create New Slots' form", () => {
  it("makes a slot every 15 minutes from the start hour up to the end hour, for each ticked day", () => {
    const submission = slotForm([
      ["days", "Monday"],
      ["days", "Thursday"],
      ["start_hour", "10"],
      ["end_hour", "12"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const times = ["10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45"];
    expect(submission.value.slots).toEqual([
      ...times.map((time) => ({ day: "Monday", time })),
      ...times.map((time) => ({ day: "Thursday", time })),
    ]);
  });

  it("needs a ticked day, and an end after the start", () => {
    const noDay = slotForm([
      ["start_hour", "10"],
      ["end_hour", "12"],
    ]);
    expect(noDay.status === "error" && noDay.error?.days).toEqual(["At least one day needs to be selected"]);
    const backwards = slotForm([
      ["days", "Monday"],
      ["start_hour", "12"],
      ["end_hour", "10"],
    ]);
    expect(backwards.status === "error" && backwards.error?.end_hour).toEqual([
      "The end hour must be after the start hour",
    ]);
  });

  it("offers every day of the week, weekends too (decision 104), and nothing else", () => {
    const weekend = slotForm([
      ["days", "Saturday"],
      ["days", "Sunday"],
      ["start_hour", "10"],
      ["end_hour", "11"],
    ]);
    expect(weekend.status).toBe("success");
    const holiday = slotForm([
      ["days", "Holiday"],
      ["start_hour", "10"],
      ["end_hour", "11"],
    ]);
    expect(holiday.status).toBe("error");
  });
});

describe("slots", () => {
  it("adds only the missing slots when created again", async () => {
    const week = await weekWithSlots("Again", [{ day: "Monday", time: "10:00" }]);
    const again = await addSlots(teacher, week.id, [
      { day: "Monday", time: "10:00" },
      { day: "Monday", time: "10:15" },
      { day: "Monday", time: "10:15" },
    ]);
    expect(again.created).toBe(1);
    expect(await db.slot.count({ where: { weekId: week.id } })).toBe(2);
    expect((await addSlots(teacher, week.id, [{ day: "Monday", time: "10:15" }])).message).toMatch(/already has/);
  });

  it("refuses a week_id that is not the week in the address, and a completed week", async () => {
    const week = await weekWithSlots("Checked", []);
    const error = await failure(addSlots(teacher, week.id, [{ day: "Monday", time: "10:00", week_id: week.id + 1 }]));
    expect(error.kind).toBe("invalid");
    await completeWeek(teacher, week.id);
    expect((await failure(addSlots(teacher, week.id, [{ day: "Monday", time: "10:00" }]))).kind).toBe("conflict");
    expect(await db.slot.count({ where: { weekId: week.id } })).toBe(0);
  });

  it("deletes a slot without a booking, and keeps one that has a booking", async () => {
    const week = await weekWithSlots("Deleting", [
      { day: "Monday", time: "10:00" },
      { day: "Monday", time: "10:15" },
    ]);
    const details = await weekDetails(teacher, week.id);
    const [free, booked] = details.slots;
    const now = new Date("2026-11-21T12:00:00Z");
    await bookDoubtSession(
      booked.id,
      { user_email: "v@unit.test", class: "Class 9th", doubt_type: "Vectors", date: new Date("2026-11-23T04:45:00Z") },
      { address: "10.1.0.1", now },
    );
    expect((await deleteSlot(teacher, free.id)).message).toBe("Slot deleted");
    expect((await failure(deleteSlot(teacher, booked.id))).kind).toBe("conflict");
    expect((await failure(deleteSlot(teacher, free.id))).kind).toBe("not_found");
    expect((await weekDetails(teacher, week.id)).slots).toEqual([
      expect.objectContaining({ id: booked.id, booked: true }),
    ]);
  });
});
