import { z } from "zod";
import { dayField } from "./dates";
import { idField, nameField } from "./fields";
import { SLOT_DAYS } from "./words";

/** Renaming a week: `{week_name}` of PATCH /meetings/weeks/{id}, and the Rename form. */
export const weekNameSchema = z.object({ week_name: nameField("Week name") });

const NOT_A_DATE = "The start date must be a date, as YYYY-MM-DD";
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * A new week: `details` of POST /meetings/postNewWeek, and the 'Create New Week' form. Both fields may be
 * left out: the week then starts on the coming Monday and is named after its first day ("Week of 30 Nov").
 */
export const newWeekSchema = z.object({
  week_name: z.preprocess(blankToUndefined, nameField("Week name").optional()),
  starts_on: z.preprocess(blankToUndefined, dayField(NOT_A_DATE).optional()),
});

/** Doubt sessions are held in 15-minute slots starting on the quarter hour. */
export const SLOT_MINUTES = 15;
const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const NO_DAY = "At least one day needs to be selected";

/** One slot as the API sends it: `{week_id, time, day, duration}`; week_id and duration are optional. */
export const slotSchema = z.object({
  day: z.enum(SLOT_DAYS, { error: "Day must be a day of the week, Monday to Sunday" }),
  time: z
    .string({ error: "Time is required, as HH:MM" })
    .regex(QUARTER_HOUR, "Time must be HH:MM on the quarter hour, e.g. 10:15"),
  duration: z.coerce
    .number()
    .refine((minutes) => minutes === SLOT_MINUTES, `Slots last ${SLOT_MINUTES} minutes`)
    .optional(),
  week_id: idField("Week").optional(),
});

export const slotListSchema = z.object({
  slots: z
    .array(slotSchema, { error: "Send the slots as a list" })
    .min(1, "Send at least one slot")
    .max(7 * 96, "That is more slots than a week has"),
});

/** Each hour field's messages, written out whole so that each is one catalogue key. */
const HOUR_MESSAGES = {
  "Start hour": [
    "Start hour must be a number",
    "Start hour must be a whole hour",
    "Start hour must be between 0 and 24",
  ],
  "End hour": ["End hour must be a number", "End hour must be a whole hour", "End hour must be between 0 and 24"],
} as const;

const hour = (label: keyof typeof HOUR_MESSAGES) => {
  const [notANumber, notWhole, outOfRange] = HOUR_MESSAGES[label];
  return z.coerce.number({ error: notANumber }).int(notWhole).min(0, outOfRange).max(24, outOfRange);
};

/** Every quarter hour from `start` up to, not including, `end` ("10:00", "10:15", ...). */
export function quarterHours(startHour: number, endHour: number) {
  const times: string[] = [];
  for (let minutes = startHour * 60; minutes < endHour * 60; minutes += SLOT_MINUTES) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);
  }
  return times;
}

/**
 * The 'Create New Slots' form: ticked days and an hour range, turned into the same slot list the API
 * takes, so both go through one set of slot rules.
 */
export const slotRangeSchema = z
  .object({
    days: z.array(z.enum(SLOT_DAYS, { error: NO_DAY }), { error: NO_DAY }).min(1, NO_DAY),
    start_hour: hour("Start hour"),
    end_hour: hour("End hour"),
  })
  .refine((range) => range.end_hour > range.start_hour, {
    path: ["end_hour"],
    message: "The end hour must be after the start hour",
  })
  .transform(({ days, start_hour, end_hour }) => ({
    slots: days.flatMap((day) => quarterHours(start_hour, end_hour).map((time) => ({ day, time }))),
  }))
  .pipe(slotListSchema);

export type NewWeek = z.output<typeof newWeekSchema>;
export type WeekName = z.output<typeof weekNameSchema>;
export type SlotInput = z.output<typeof slotSchema>;
