import { z } from "zod";
import { dayField } from "./dates";
import { nameField } from "./fields";

export const BATCH_MODES = ["offline", "online", "both"] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const MAX_HIGHLIGHTS = 4;

/** Empty, null or absent: "not said". */
const notSaid = (value: unknown) => (value === "" || value === null ? undefined : value);

/** An optional whole number. */
const optionalCount = z.preprocess(
  notSaid,
  z.coerce
    .number({ error: "Seats left must be a number" })
    .int("Seats left must be a whole number")
    .min(0, "Seats left cannot be negative")
    .max(10_000, "Seats left is too large")
    .optional(),
);

/**
 * A batch's name and duration and its optional details. The form sends the highlights as
 * lines of one text box, the API as a list; both become a list. Details left out are cleared, since the
 * form always sends them all.
 */
export const newBatchSchema = z.object({
  batch_name: nameField("Batch name"),
  duration: z.coerce
    .number({ error: "Duration must be a number of months" })
    .int("Duration must be a whole number of months")
    .min(1, "Duration must be at least 1 month")
    .max(60, "Duration can be at most 60 months"),
  mode: z.enum(BATCH_MODES, { error: "Choose offline, online or both" }).optional().default("offline"),
  timings: z.string().trim().max(80, "Timings are too long").optional().default(""),
  start_date: z.preprocess(notSaid, dayField("Enter the start date as a date, e.g. 2027-04-01").optional()),
  seats_left: optionalCount,
  highlights: z
    .union([z.string(), z.array(z.string({ error: "Each highlight must be text" }))])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? "").split("\n")).map((line) => line.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(60, "Each highlight can have at most 60 characters"))
        .max(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights`),
    ),
});

/** What the domain takes: the details may be left out (as by the domain tests), and then are not said. */
type BatchInput = z.output<typeof newBatchSchema>;
export type NewBatch = Pick<BatchInput, "batch_name" | "duration"> & Partial<BatchInput>;
