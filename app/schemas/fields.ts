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

/**
 * Each name field's two messages, written out whole: each is one catalogue key, translated where it is shown
 * (word order differs in Hindi, so "{label} is required" cannot be put together from parts).
 */
const NAME_MESSAGES = {
  "First name": ["First name is required", "First name is too long"],
  "Last name": ["Last name is required", "Last name is too long"],
  Name: ["Name is required", "Name is too long"],
  Class: ["Class is required", "Class is too long"],
  "Batch name": ["Batch name is required", "Batch name is too long"],
  "Subject name": ["Subject name is required", "Subject name is too long"],
  "Test name": ["Test name is required", "Test name is too long"],
  "Week name": ["Week name is required", "Week name is too long"],
  "Folder name": ["Folder name is required", "Folder name is too long"],
  "Content name": ["Content name is required", "Content name is too long"],
  "Plan name": ["Plan name is required", "Plan name is too long"],
  "Institute name": ["Institute name is required", "Institute name is too long"],
  "Series name": ["Series name is required", "Series name is too long"],
} as const;

export const nameField = (label: keyof typeof NAME_MESSAGES) => {
  const [required, tooLong] = NAME_MESSAGES[label];
  return z.string({ error: required }).trim().min(1, required).max(80, tooLong);
};

/**
 * Text that is no person's name, though it fits in a name field: a web address (WhatsApp and mail
 * programs turn `x.com` or `www.` into a link), an e-mail address, a phone or account number, control
 * characters, text-direction overrides (which make a name read differently than it is stored) and broken
 * UTF-16. Names typed by students, families and visitors go into the WhatsApp messages and mails sent in
 * the institute's name, so a "name" like "Pay your fees at http://…" is refused. Devanagari's joiners
 * (U+200C, U+200D) are letters' business and stay allowed.
 */
const NOT_A_NAME = [
  /:\/\//,
  /www\./i,
  // A domain's common endings only: initials run into a name ("A.K.Sharma") are a name.
  /[\p{L}\p{N}]\.(?:com|net|org|in|co|io|ly|me|gl|to|cc|us|uk|info|biz|xyz|app|link|site|online|top|shop|live|click)(?!\p{L})/iu,
  /@/,
  /\p{Nd}{4,}/u,
  /\p{Cc}/u,
  /[\u202A-\u202E\u2066-\u2069]/,
  /\p{Cs}/u,
];
export const NOT_A_NAME_MESSAGE = "Enter just the name: no links, e-mail addresses or long numbers";

/** A person's name (a student's, a guardian's, a teacher's): a name field that refuses what is no name. */
export const personNameField = (label: "First name" | "Last name" | "Name") =>
  nameField(label).refine((name) => !NOT_A_NAME.some((pattern) => pattern.test(name)), NOT_A_NAME_MESSAGE);

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
const INVALID_ID = {
  Batch: "Batch is not valid",
  Student: "Student is not valid",
  Subject: "Subject is not valid",
  Week: "Week is not valid",
  Plan: "Plan is not valid",
  Teacher: "Teacher is not valid",
  Test: "Choose a test",
} as const;

/** The id a JSON number or an `ID_TEXT` string stands for, or null. */
export function idOfValue(value: unknown) {
  const id = typeof value === "string" ? idOfText(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const idField = (label: keyof typeof INVALID_ID) =>
  z.unknown().transform((value, context) => {
    const id = idOfValue(value);
    if (id !== null) return id;
    context.addIssue({ code: "custom", message: INVALID_ID[label] });
    return z.NEVER;
  });

/**
 * Characters nobody types and no page can show: control characters (a tab or line break only where
 * `multiline` text allows them; a browser sends a textarea's line breaks as CR LF) and half of a surrogate pair,
 * which a JSON body can carry ("\ud800") and which no font draws or database text should hold.
 */
const UNREADABLE = /[\p{Cc}\p{Cs}]/u;
const UNREADABLE_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
export const UNREADABLE_MESSAGE = "Use letters, digits and punctuation: this has a character that cannot be shown";

/**
 * Free text a person reads back (a reason, a note, a reference): trimmed, at most `max` characters, no
 * unreadable character. With `required` (its message), text that is empty once trimmed is refused too, so a
 * reason of spaces alone says nothing.
 */
export const readableText = ({
  max,
  tooLong,
  required,
  multiline = false,
}: {
  max: number;
  tooLong: string;
  required?: string;
  multiline?: boolean;
}) =>
  z
    .string(required ? { error: required } : undefined)
    .trim()
    .min(required ? 1 : 0, required)
    .max(max, tooLong)
    .refine((text) => !(multiline ? UNREADABLE_IN_LINES : UNREADABLE).test(text), UNREADABLE_MESSAGE);
