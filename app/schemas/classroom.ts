import { z } from "zod";
import { ATTENDANCE_STATUSES } from "~/domain/attendance/statuses";
import { WEEKDAYS } from "~/domain/core/weekdays";
import { dayField, monthField, timeField } from "./dates";
import { idField } from "./fields";
import { emptyAsMissing } from "./paging";

const classFields = {
  subject_id: idField("Subject"),
  start_time: timeField("Give the start time, e.g. 5:30 pm or 17:30"),
  end_time: timeField("Give the end time, e.g. 6:30 pm or 18:30"),
  room: z.string().trim().max(60, "Keep the room under 60 characters").optional().default(""),
  meeting_url: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Give the meeting link as an http(s) address" })])
    .optional()
    .default(""),
};

type ClassTimes = { start_time: string; end_time: string; room: string; meeting_url: string };

/** The end comes after the start; a class is in a room, or online with a meeting link. */
function checkClass(value: ClassTimes, context: z.RefinementCtx) {
  if (value.end_time <= value.start_time)
    context.addIssue({ code: "custom", path: ["end_time"], message: "The class must end after it starts" });
  if (!value.room && !value.meeting_url)
    context.addIssue({ code: "custom", path: ["room"], message: 'Give a room, or a meeting link for "Online"' });
}

export const weeklyClassSchema = z
  .object({ ...classFields, weekday: z.enum(WEEKDAYS, { error: "Choose the day" }) })
  .superRefine(checkClass);
export type WeeklyClassInput = z.output<typeof weeklyClassSchema>;

export const extraClassSchema = z
  .object({ ...classFields, date: dayField("Choose the date of the extra class") })
  .superRefine(checkClass);
export type ExtraClassInput = z.output<typeof extraClassSchema>;

export const cancelClassSchema = z.object({
  date: dayField("Choose the date to cancel"),
  reason: z.string().trim().max(200, "Keep the reason under 200 characters").optional().default(""),
});
export type CancelClassInput = z.output<typeof cancelClassSchema>;

export const registerSchema = z.object({
  students: z
    .array(
      z.object({
        student_id: idField("Student"),
        status: z.enum(ATTENDANCE_STATUSES, { error: "Choose Present, Absent or Late" }).default("present"),
      }),
    )
    .default([]),
});
export type RegisterInput = z.output<typeof registerSchema>["students"];

export const thresholdSchema = z.object({
  threshold: z.coerce
    .number({ error: "Give a percentage" })
    .int("Give a whole percentage")
    .min(1, "Give a percentage from 1 to 100")
    .max(100, "Give a percentage from 1 to 100"),
});

/** `?month=YYYY-MM` of the month's grid; left out (or left empty in the page's form) it is this month. */
export const monthSchema = z.object({
  month: z.preprocess(emptyAsMissing, monthField("Choose a month (YYYY-MM)").optional()),
});
