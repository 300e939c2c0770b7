import { z } from "zod";
import { DATE_OUT_OF_RANGE, instantInRange } from "./dates";
import { emailField } from "./fields";
import { SCHOOL_CLASSES } from "./words";

const CHOOSE_TIME = "Choose a day and a time";

/** Fair use: how many upcoming sessions, pending or accepted, one e-mail address may hold at once. */
export const SESSIONS_PER_EMAIL = 2;

/**
 * A visitor's doubt-session request: `details` of POST /meetings/doubtRequest/{slotId}, and the /slot
 * form. `date` is the session's start as the visitor saw it; the server checks it against its own.
 */
export const bookingSchema = z.object({
  user_email: emailField,
  class: z.enum(SCHOOL_CLASSES, { error: "Select your class" }),
  doubt_type: z
    .string({ error: "Describe your doubt" })
    .trim()
    .min(1, "Describe your doubt")
    .max(2000, "Please keep the description under 2000 characters"),
  date: z
    .string({ error: CHOOSE_TIME })
    .min(1, CHOOSE_TIME)
    .pipe(z.iso.datetime({ offset: true, error: "date must be an ISO date and time, e.g. 2026-11-23T04:45:00Z" }))
    .refine(instantInRange, DATE_OUT_OF_RANGE)
    .transform((date) => new Date(date)),
});

export type Booking = z.output<typeof bookingSchema>;

/** The teacher declines a request: `{message}` of POST /meetings/decline/{doubtId}, and the Decline form. */
export const declineSchema = z.object({
  message: z
    .string({ error: "The message must be text" })
    .trim()
    .max(1000, "Please keep the message under 1000 characters")
    .optional()
    .transform((message) => message ?? ""),
});

export type Decline = z.output<typeof declineSchema>;
