import { z } from "zod";
import { dayField, monthField } from "./dates";
import { LANGUAGE_CHOICES, RELATIONS } from "./families";
import { IDEMPOTENCY_KEY_FIELD, idempotencyKey as idempotencyKeyField } from "./fees";
import { emailField, idField, idOfValue, personNameField, readableText } from "./fields";
import { mobileField } from "./mobile";
import { emptyAsMissing, pageField } from "./paging";

// Admissions: enquiries and the admission they lead to; one schema per form, shared with the API.

export const ENQUIRY_SOURCES = ["walk-in", "phone", "website", "referral", "advertisement", "other"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/** An enquiry's stages in order; 'admitted' is reached only by 'Admit', 'lost' needs a reason. */
export const ENQUIRY_STAGES = ["new", "contacted", "demo", "admitted", "lost"] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];
/** The stages a teacher sets by hand ('Admit' makes the admission). */
export const SETTABLE_STAGES = ["new", "contacted", "demo", "lost"] as const;
/** The stages of an enquiry still being followed up. */
export const OPEN_STAGES = ["new", "contacted", "demo"] as const;

/** The public form's hidden trap for robots: a field people never see, so never fill. */
export const HONEYPOT_FIELD = "website";
/** The public form's signed moment it was drawn (app/domain/admissions/spam-guard.server.ts). */
export const FORM_TIME_FIELD = "form_time";

const optionalEmail = z.preprocess(emptyAsMissing, emailField.optional());
const optionalId = (label: Parameters<typeof idField>[0]) => z.preprocess(emptyAsMissing, idField(label).optional());
/** Free text the person may leave out: Conform sends an empty box as nothing, the API may leave the key out. */
const optionalText = (rules: Parameters<typeof readableText>[0]) =>
  readableText(rules)
    .optional()
    .transform((value) => value ?? "");
const optionalDay = z.preprocess(emptyAsMissing, dayField("Enter the follow-up date as YYYY-MM-DD").optional());

/** What every enquiry says, whoever writes it down. */
const enquiryFields = {
  name: personNameField("Name"),
  mobile: mobileField,
  email: optionalEmail,
  grade: optionalText({ max: 40, tooLong: "The class is too long" }),
  batch_id: optionalId("Batch"),
  message: optionalText({ max: 1000, tooLong: "The message is too long (at most 1,000 characters)", multiline: true }),
};

/** The public 'Enquire' form (and its API call): the enquiry, the robots' trap and the form's signed time. */
export const publicEnquirySchema = z.object({
  ...enquiryFields,
  [HONEYPOT_FIELD]: optionalText({ max: 200, tooLong: "This is too long" }),
  [FORM_TIME_FIELD]: optionalText({ max: 200, tooLong: "This is too long" }),
});
export type PublicEnquiryInput = z.output<typeof publicEnquirySchema>;

/** The teacher's 'New enquiry' (a walk-in, a phone call) and its API call. */
export const newEnquirySchema = z.object({
  ...enquiryFields,
  source: z.enum(ENQUIRY_SOURCES, { error: "Choose where the enquiry came from" }),
  handled_by: optionalId("Teacher"),
  follow_up_on: optionalDay,
  language: z.preprocess(emptyAsMissing, z.enum(LANGUAGE_CHOICES, { error: "Choose English or Hindi" }).default("en")),
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKeyField,
});
export type NewEnquiryInput = z.output<typeof newEnquirySchema>;

/** An enquiry's stage and follow-up day; a lost enquiry says why. */
export const enquiryStageSchema = z
  .object({
    stage: z.enum(SETTABLE_STAGES, { error: "Choose a stage" }),
    lost_reason: optionalText({ max: 200, tooLong: "The reason is too long" }),
    follow_up_on: optionalDay,
  })
  .superRefine((value, context) => {
    if (value.stage === "lost" && value.lost_reason === "")
      context.addIssue({ code: "custom", message: "Say why the enquiry was lost", path: ["lost_reason"] });
  });
export type EnquiryStageInput = z.output<typeof enquiryStageSchema>;

/** 'Add note': a call or a visit, in a few words. */
export const enquiryNoteSchema = z.object({
  text: readableText({
    max: 2000,
    tooLong: "The note is too long (at most 2,000 characters)",
    required: "Write the note",
    multiline: true,
  }),
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKeyField,
});
export type EnquiryNoteInput = z.output<typeof enquiryNoteSchema>;

/** Subject ids as a form sends them (one field, or several of one name) or as the API sends them (a list). */
const subjectIdsField = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.unknown())
    .max(50)
    .transform((values, context) => {
      const ids = values.map(idOfValue);
      if (ids.some((id) => id === null)) {
        context.addIssue({ code: "custom", message: "Subject is not valid" });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    })
    .refine((ids) => ids.length > 0, "Choose at least one subject"),
);

/** 'Admit': the student, their batch and subjects, the guardian, and a fee plan of that batch (optional). */
export const admitSchema = z.object({
  first_name: personNameField("First name"),
  last_name: personNameField("Last name"),
  email: emailField,
  batch_id: idField("Batch"),
  subjects: subjectIdsField,
  guardian_name: personNameField("Name"),
  guardian_relation: z.enum(RELATIONS, { error: "Choose mother, father or guardian" }),
  guardian_mobile: mobileField,
  plan_id: optionalId("Plan"),
});
export type AdmitInput = z.output<typeof admitSchema>;

/** The enquiries list's filters as they travel in the address (?stage=&source=&due=&page=). */
export const enquirySearchSchema = z.object({
  stage: z.preprocess(emptyAsMissing, z.enum(ENQUIRY_STAGES, { error: "Choose a stage" }).optional()),
  source: z.preprocess(emptyAsMissing, z.enum(ENQUIRY_SOURCES, { error: "Choose a source" }).optional()),
  due: z.preprocess(emptyAsMissing, z.enum(["today", "overdue"], { error: "Choose today or overdue" }).optional()),
  page: pageField,
});
export type EnquirySearch = z.output<typeof enquirySearchSchema>;

/** The owner's report: one month, "YYYY-MM". */
export const enquiryReportSchema = z.object({ month: monthField("Choose a month as YYYY-MM") });
