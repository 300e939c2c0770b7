import { z } from "zod";
import { GUARDIAN_CHANNELS, STOPPABLE_KINDS } from "~/domain/messages/kinds";
import { emailField, personNameField } from "./fields";
import { mobileField } from "./mobile";

// Families: guardians and the student's own details; one schema per form, shared with the API.

export const RELATIONS = ["mother", "father", "guardian"] as const;
export const LANGUAGE_CHOICES = ["en", "hi"] as const;

/** A text field the person may leave empty: empty means not given (forms send "" or nothing). */
const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const guardianFields = {
  name: personNameField("Name"),
  relation: z.enum(RELATIONS, { error: "Choose mother, father or guardian" }),
  mobile: mobileField,
  email: z.preprocess(blankIsAbsent, emailField.optional()),
  language: z.preprocess(blankIsAbsent, z.enum(LANGUAGE_CHOICES, { error: "Choose English or Hindi" }).default("en")),
};

/** How a guardian's messages reach their phone: the institute's choice, or one of the channels. */
const channelField = z.enum(GUARDIAN_CHANNELS, { error: "Choose how messages reach them" });

/**
 * A guardian as a teacher writes them: their contact, and how messages reach them (left out, it stays as it was:
 * a student's form and the registration form do not offer it).
 */
export const guardianSchema = z.object({
  ...guardianFields,
  channel: z.preprocess(blankIsAbsent, channelField.optional()),
});
export type GuardianInput = z.output<typeof guardianSchema>;

/** A teacher's answer to a student's waiting guardian change: the buttons' `decision`, or the API's. */
export const guardianDecisionSchema = z.object({
  decision: z.enum(["confirm", "reject"], { error: "Choose confirm or reject" }),
});
export type GuardianDecision = z.output<typeof guardianDecisionSchema>;

/**
 * The optional guardian of the registration form (`guardian_name`, `guardian_relation`, …): nothing typed means
 * no guardian; once a name or number is typed, the guardian's rules apply, with messages at those fields.
 */
export const registrationGuardianFields = {
  guardian_name: z.unknown().optional(),
  guardian_relation: z.unknown().optional(),
  guardian_mobile: z.unknown().optional(),
  guardian_email: z.unknown().optional(),
  guardian_language: z.unknown().optional(),
};
type RegistrationGuardianFields = { [Key in keyof typeof registrationGuardianFields]?: unknown };

export function registrationGuardian(sent: RegistrationGuardianFields, context: z.RefinementCtx): GuardianInput | null {
  const given = [sent.guardian_name, sent.guardian_mobile, sent.guardian_email].some(
    (value) => blankIsAbsent(value) !== undefined,
  );
  if (!given) return null;
  const parsed = guardianSchema.safeParse({
    name: sent.guardian_name ?? "",
    relation: sent.guardian_relation,
    mobile: sent.guardian_mobile ?? "",
    email: sent.guardian_email,
    language: sent.guardian_language,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: "custom", message: issue.message, path: [`guardian_${String(issue.path[0])}`] });
  }
  return null;
}

/** 'My details': the student's own name and mobile number (optional). */
export const myDetailsSchema = z.object({
  first_name: personNameField("First name"),
  last_name: personNameField("Last name"),
  mobile: z.preprocess(blankIsAbsent, mobileField.optional()),
});
export type MyDetails = z.output<typeof myDetailsSchema>;

// Announcements

/** Where an announcement goes, as one choice: "institute", "batch:{id}" or "subject:{id}" (its permitted students). */
export const audienceField = z.string({ error: "Choose who sees it" }).transform((value, context) => {
  if (value === "institute") return { audience: "institute" as const, id: null };
  const match = /^(batch|subject):([1-9][0-9]{0,15})$/.exec(value);
  if (match) return { audience: match[1] as "batch" | "subject", id: Number(match[2]) };
  context.addIssue({ code: "custom", message: "Choose who sees it" });
  return z.NEVER;
});

/** A ticked box sends "on" from a form; the API sends true or false. */
const tickField = z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean());

export const announcementSchema = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(120, "Title is too long"),
  text: z
    .string({ error: "Text is required" })
    .trim()
    .min(1, "Text is required")
    .max(5000, "Text is too long (at most 5,000 characters)"),
  audience: audienceField,
  send: tickField,
  /** Families are asked to confirm with 'Seen' on their page. */
  ask_seen: tickField,
});
export type AnnouncementInput = z.output<typeof announcementSchema>;

// The parent's page

/** 'Seen' under an announcement that asks for it. */
export const announcementSeenSchema = z.object({
  announcement: z.coerce.number({ error: "That announcement does not exist." }).int().positive(),
});

/** A box per kind of message a family may stop, named by the kind ("fee-reminder"): ticked, they get it. */
const kindTicks = Object.fromEntries(STOPPABLE_KINDS.map((kind) => [kind, tickField])) as Record<
  (typeof STOPPABLE_KINDS)[number],
  typeof tickField
>;

/** 'Messages you get': how the guardian's messages come, and the kinds they get; an unticked kind is stopped. */
export const familyMessagesSchema = z
  .object({ channel: channelField, ...kindTicks })
  .transform(({ channel, ...ticked }) => ({ channel, kinds: STOPPABLE_KINDS.filter((kind) => ticked[kind]) }));
export type FamilyMessagesInput = z.output<typeof familyMessagesSchema>;
