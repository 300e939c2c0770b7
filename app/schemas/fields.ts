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

/**
 * How an id is written in an address, a form or a JSON string: digits, no leading zero. Number() would also
 * read " 1", "0x10", "1e1" and "01" as ids (1, 16, 10, 1): one thing would have many addresses, and a
 * check on the text would not be a check on the id.
 */
export const ID_TEXT = /^[1-9][0-9]*$/;

/** The id written as `ID_TEXT`, or null. */
export const idOfText = (text: string) => {
  const id = ID_TEXT.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
};

/**
 * An id: a JSON number that is a whole number from 1, or text written as `ID_TEXT`. Read by hand from an
 * unknown value: Conform turns form text into a number (with Number()) before any schema of numbers sees it.
 */
export const idField = (label: string) =>
  z.unknown().transform((value, context) => {
    const id = typeof value === "string" ? idOfText(value) : value;
    if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) return id;
    context.addIssue({ code: "custom", message: `${label} is not valid` });
    return z.NEVER;
  });
