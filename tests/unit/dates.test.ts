import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isMisgrouped, paiseOfText } from "~/domain/fees/money";
import { daysFrom, MOST_DAYS } from "~/domain/timetable/weekday-numbers";
import { extraClassSchema, monthSchema } from "~/schemas/classroom";
import { dayField, isDay, isMonth, isTime, monthField, readTime, timeField, wallTimeField } from "~/schemas/dates";
import { paymentSchema } from "~/schemas/fees";
import { homeworkSchema } from "~/schemas/homework";
import { newTestSchema } from "~/schemas/marks";
import { windowSchema } from "~/schemas/online-tests";
import { newWeekSchema } from "~/schemas/weeks";

/** The messages a schema gives for a value, or [] when it takes it. */
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("a time as people type it", () => {
  it("reads am and pm, dots, and 24-hour times with or without the colon", () => {
    const read = {
      "5pm": "17:00",
      "5 pm": "17:00",
      "5 PM": "17:00",
      "5 p.m.": "17:00",
      "5:30 pm": "17:30",
      "5.30pm": "17:30",
      "12 pm": "12:00",
      "12:15 am": "00:15",
      "7 am": "07:00",
      "6.30": "06:30",
      "6:30": "06:30",
      "17:30": "17:30",
      " 17:30 ": "17:30",
      "0630": "06:30",
      "630": "06:30",
      "1730": "17:30",
      "00:00": "00:00",
    };
    for (const [typed, time] of Object.entries(read)) expect(readTime(typed), typed).toBe(time);
  });

  it("refuses nonsense and what it would have to guess, with the field's own message", () => {
    for (const typed of ["", "5", "17", "25:00", "12:60", "13 pm", "0 am", "5:3", "half past five", "5:30:00", "5 x"])
      expect(readTime(typed), typed).toBeNull();
    const field = timeField("Give the start time, e.g. 5:30 pm or 17:30");
    expect(field.parse("5:30 pm")).toBe("17:30");
    expect(messagesOf(field, "5")).toEqual(["Give the start time, e.g. 5:30 pm or 17:30"]);
    expect(messagesOf(field, undefined)).toEqual(["Give the start time, e.g. 5:30 pm or 17:30"]);
  });

  it("is how a class's times are read: '5pm' to '6.30 pm' is 17:00 to 18:30", () => {
    const value = extraClassSchema.parse({
      subject_id: 1,
      start_time: "5pm",
      end_time: "6.30 pm",
      room: "1",
      date: "2026-12-01",
    });
    expect(value).toMatchObject({ start_time: "17:00", end_time: "18:30" });
    expect(
      messagesOf(extraClassSchema, {
        subject_id: 1,
        start_time: "6 pm",
        end_time: "5pm",
        room: "1",
        date: "2026-12-01",
      }),
    ).toEqual(["The class must end after it starts"]);
  });
});

describe("the one reader of days, months and times", () => {
  it("takes real days, months and times in the years 2000 to 2100", () => {
    for (const day of ["2000-01-01", "2024-02-29", "2026-12-31", "2100-12-31"]) expect(isDay(day), day).toBe(true);
    for (const month of ["2000-01", "2026-11", "2100-12"]) expect(isMonth(month), month).toBe(true);
    for (const time of ["00:00", "09:05", "23:59"]) expect(isTime(time), time).toBe(true);
  });

  it("refuses impossible and far-off dates without throwing", () => {
    for (const day of [
      "2026-13-01",
      "2026-00-10",
      "2026-02-29",
      "2100-02-29",
      "2026-04-31",
      "2026-01-00",
      "1999-12-31",
      "2101-01-01",
      "9999-12-31",
      "0000-04-01",
      "+010000-01-01",
      "2026-1-01",
      "",
    ])
      expect(isDay(day), day).toBe(false);
    for (const month of ["2026-13", "2026-00", "9999-12", "1999-12", "0-01", "2026-1"])
      expect(isMonth(month), month).toBe(false);
    for (const time of ["24:00", "12:60", "9:00", "12:00:00"]) expect(isTime(time), time).toBe(false);
  });

  it("says what is wrong: the field's own message, a date that does not exist, or one out of range", () => {
    const field = dayField("Choose the due date");
    expect(messagesOf(field, "tomorrow")).toEqual(["Choose the due date"]);
    expect(messagesOf(field, undefined)).toEqual(["Choose the due date"]);
    expect(messagesOf(field, "2026-13-01")).toEqual(["That date does not exist"]);
    expect(messagesOf(field, "2026-02-30")).toEqual(["That date does not exist"]);
    expect(messagesOf(field, "9999-12-31")).toEqual(["Choose a date in the years 2000 to 2100"]);
    expect(field.parse(" 2026-12-01 ")).toBe("2026-12-01");

    const month = monthField("Choose a month (YYYY-MM)");
    expect(messagesOf(month, "2026-13")).toEqual(["That month does not exist"]);
    expect(messagesOf(month, "9999-12")).toEqual(["Choose a month in the years 2000 to 2100"]);
    expect(messagesOf(month, "November")).toEqual(["Choose a month (YYYY-MM)"]);

    expect(messagesOf(timeField("Give the start time (HH:MM)"), "25:00")).toEqual(["Give the start time (HH:MM)"]);

    const moment = wallTimeField("Choose when the test opens");
    expect(moment.parse("2026-12-01T10:30")).toBe("2026-12-01T10:30");
    expect(messagesOf(moment, "2026-13-01T10:30")).toEqual(["That date does not exist"]);
    expect(messagesOf(moment, "2026-12-01T24:30")).toEqual(["Choose when the test opens"]);
    expect(messagesOf(moment, "9999-12-01T10:30")).toEqual(["Choose a date in the years 2000 to 2100"]);
  });

  it("is what every date, month and time of the forms and calls is checked by", () => {
    const impossible = "2026-13-01";
    const said = (schema: z.ZodType, value: object) => messagesOf(schema, value);
    expect(said(paymentSchema, { student_id: 1, amount: "100", paid_on: impossible, mode: "cash" })).toEqual([
      "That date does not exist",
    ]);
    expect(said(homeworkSchema, { title: "Sums", due_on: impossible })).toEqual(["That date does not exist"]);
    expect(
      said(extraClassSchema, { subject_id: 1, start_time: "10:00", end_time: "11:00", room: "1", date: impossible }),
    ).toEqual(["That date does not exist"]);
    expect(said(newTestSchema, { test_name: "Unit 1", date: impossible })).toEqual(["That date does not exist"]);
    expect(said(newWeekSchema, { starts_on: impossible })).toEqual(["That date does not exist"]);
    expect(said(monthSchema, { month: "9999-12" })).toEqual(["Choose a month in the years 2000 to 2100"]);
    expect(monthSchema.parse({ month: "" })).toEqual({});
    expect(
      said(windowSchema, { opens_at: `${impossible}T10:00`, closes_at: "2026-12-02T10:00", duration_minutes: 30 }),
    ).toEqual(["That date does not exist"]);
  });

  it("keeps payment dates in the years 2000 to 2100, so a receipt's financial year is a real one", () => {
    for (const paid_on of ["0000-04-01", "2999-04-01", "1999-03-31"])
      expect(messagesOf(paymentSchema, { student_id: 1, amount: "100", paid_on, mode: "cash" }), paid_on).toEqual([
        "Choose a date in the years 2000 to 2100",
      ]);
  });
});

describe("a list of days", () => {
  it("counts its days, across months, years and leap days", () => {
    expect(daysFrom("2024-02-27", "2024-03-01")).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(daysFrom("2026-12-31", "2027-01-01")).toEqual(["2026-12-31", "2027-01-01"]);
    expect(daysFrom("2026-11-02", "2026-11-02")).toEqual(["2026-11-02"]);
    expect(daysFrom("2026-11-03", "2026-11-02")).toEqual([]);
  });

  it("never runs away: past 9999-12-31, or over a span longer than a year, it stops at once", () => {
    const started = Date.now();
    // Compared as text, the day after 9999-12-31 ("+010000-01-01") sorts before it, and the loop never ends.
    expect(() => daysFrom("9999-12-01", "9999-12-31")).not.toThrow();
    expect(daysFrom("9999-12-30", "9999-12-31")).toHaveLength(2);
    expect(() => daysFrom("2000-01-01", "2100-12-31")).toThrow(RangeError);
    expect(() => daysFrom("2026-13-01", "2026-13-31")).toThrow(RangeError);
    expect(daysFrom("2024-01-01", "2024-12-31")).toHaveLength(MOST_DAYS);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("amounts with commas", () => {
  it("takes Indian and western grouping", () => {
    expect(paiseOfText("1,00,000")).toBe(1_00_000_00);
    expect(paiseOfText("12,34,567.50")).toBe(12_34_567_50);
    expect(paiseOfText("1,234,567")).toBe(12_34_567_00);
    expect(paiseOfText("1,500")).toBe(1_500_00);
    expect(paiseOfText("1500.50")).toBe(1_500_50);
  });

  it("refuses commas in the wrong places, with a message that says so", () => {
    for (const text of ["1,00", "1,0,0", "10,00,00", "1,00,0000", "1,5", "100,"]) {
      expect(paiseOfText(text), text).toBeNull();
      expect(isMisgrouped(text), text).toBe(true);
    }
    expect(isMisgrouped("abc")).toBe(false);
    expect(messagesOf(paymentSchema, { student_id: 1, amount: "1,00", paid_on: "2026-11-02", mode: "cash" })).toEqual([
      "Put the commas between groups of digits, as in 1,500 or 1,00,000",
    ]);
  });
});
