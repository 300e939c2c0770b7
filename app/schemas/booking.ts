import { z } from "zod";
import { emailField } from "./fields";
import { CLASS_OPTIONS } from "./words";

const CHOOSE_TIME = "Choose a day and a time";

/**
 * A visitor's doubt-session request: `details` of POST /meetings/doubtRequest/{slotId}, and the /slot
 * form. `date` is the session's start as the visitor saw it; the server checks it against its own.
 */
export const bookingSchema = z.object({
  user_email: emailField,
  class: z.enum(CLASS_OPTIONS, { error: "Select your class" }),
  doubt_type: z
    .string({ error: "Describe your doubt" })
    .trim()
    .min(1, "Describe your doubt")
    .max(2000, "Please keep the description under 2000 characters"),
  date: z
    .string({ error: CHOOSE_TIME })
    .min(1, CHOOSE_TIME)
    .pipe(z.iso.datetime({ offset: true, error: "date must be an ISO date and time, e.g. 2026-11-23T04:45:00Z" }))
    .transform((date) => new Date(date)),
});

export type Booking = z.output<typeof bookingSchema>;
