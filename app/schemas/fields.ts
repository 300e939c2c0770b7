import { z } from "zod";

/** Field rules shared by every form and API payload; messages are what the person reads. */
export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(8, "Password needs at least 8 characters")
  .max(200, "Password is too long");

export const passwordField = z.string({ error: "Password is required" }).min(1, "Password is required").max(200);

export const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} is too long`);

export const idField = (label: string) =>
  z.coerce
    .number({ error: `${label} is not valid` })
    .int(`${label} is not valid`)
    .positive(`${label} is not valid`);
