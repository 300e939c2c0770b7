import { z } from "zod";
import { isMisgrouped, paiseOfText } from "~/domain/fees/money";
import { dayField } from "./dates";
import { idField, nameField, readableText } from "./fields";
import { emptyAsMissing, pageField } from "./paging";

/** Forms and API payloads of the fee book. Amounts arrive as rupees and leave as integer paise. */

const AMOUNT_HINT = "Enter an amount in rupees, e.g. 1500, 1,500 or 1500.50";
const GROUPING_HINT = "Put the commas between groups of digits, as in 1,500 or 1,00,000";

/**
 * Rupees as typed ("1,500", "1500", "1500.50", "₹1,500", "Rs. 1500", "1500/-"), or a whole number of rupees in JSON; anything else is refused.
 * `required` is the message for an empty field; zero is refused unless `zero` allows it (a discount).
 */
export const moneyField = (required: string, { zero = false } = {}) =>
  z.unknown().transform((value, context) => {
    const typed = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
    if (typed === undefined || typed === null || (typeof typed === "string" && typed.trim() === "")) {
      context.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const paise = typeof typed === "string" ? paiseOfText(typed) : null;
    if (paise === null) {
      context.addIssue({
        code: "custom",
        message: typeof typed === "string" && isMisgrouped(typed) ? GROUPING_HINT : AMOUNT_HINT,
      });
      return z.NEVER;
    }
    if (paise === 0 && !zero) {
      context.addIssue({ code: "custom", message: "Enter an amount more than ₹0" });
      return z.NEVER;
    }
    return paise;
  });

const text = (max: number) =>
  readableText({ max, tooLong: "This is too long" })
    .optional()
    .transform((value) => value ?? "");

/**
 * The one-time key of a payment form (a hidden field made when the form is drawn) or of an API call (its
 * `Idempotency-Key` header): the same key sent again records nothing more and answers as the first sending did.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotency_key";
export const idempotencyKey = z.preprocess(
  emptyAsMissing,
  z
    .string()
    .regex(/^[\x21-\x7E]{1,100}$/, "The idempotency key is 1 to 100 letters, digits or signs, without spaces")
    .optional(),
);

/** One row of the plan form; a row left wholly empty is no instalment (the form offers more rows than needed). */
const instalmentRow = z.object({ amount: z.unknown(), due_on: z.unknown() }).partial();
const isEmptyRow = (row: { amount?: unknown; due_on?: unknown }) =>
  [row.amount, row.due_on].every((value) => value === undefined || value === null || value === "");

export const MOST_INSTALMENTS = 12;
/** Rows the plan form shows without JavaScript; an API payload may send up to MOST_INSTALMENTS. */
export const INSTALMENT_ROWS = 6;

const instalmentSchema = z.object({ amount: moneyField("Enter the amount"), due_on: dayField("Enter the due date") });

export const feePlanSchema = z
  .object({
    name: nameField("Plan name"),
    batch_id: idField("Batch"),
    total: moneyField("Enter the total"),
    instalments: z
      .array(instalmentRow)
      .optional()
      .transform((rows) => (rows ?? []).filter((row) => !isEmptyRow(row)))
      .pipe(
        z.array(instalmentSchema).min(1, "Add at least one instalment").max(MOST_INSTALMENTS, "At most 12 instalments"),
      ),
  })
  // That the instalments add up to the total is the domain's rule (createPlan), which says both sums.
  .superRefine((plan, context) => {
    const days = plan.instalments.map((row) => row.due_on);
    if (days.some((day, index) => index > 0 && day <= days[index - 1]))
      context.addIssue({
        code: "custom",
        path: ["instalments"],
        message: "Give the instalments in order of their due dates, each on a later day",
      });
  });
export type FeePlanInput = z.output<typeof feePlanSchema>;

export const putOnPlanSchema = z
  .object({
    student_id: idField("Student"),
    plan_id: idField("Plan"),
    discount: z
      .preprocess(emptyAsMissing, moneyField("Enter the discount", { zero: true }).optional())
      .transform((v) => v ?? 0),
    discount_reason: text(120),
  })
  .refine((value) => value.discount === 0 || value.discount_reason !== "", {
    path: ["discount_reason"],
    message: "Say why (e.g. scholarship, sibling discount)",
  });
export type PutOnPlanInput = z.output<typeof putOnPlanSchema>;

/** The most students one call puts on a plan: more than any batch has. */
export const MOST_STUDENTS_AT_ONCE = 500;

/**
 * Many students on one plan: `student_ids` lists them, or, left out, the plan's whole batch is meant (the batch
 * page's form sends only the plan). Those already on a plan are kept; a discount is one student at a time.
 */
export const putManyOnPlanSchema = z.object({
  plan_id: idField("Plan"),
  student_ids: z
    .array(idField("Student"), { error: "Give the students as a list of ids" })
    .min(1, "List at least one student, or leave the list out for the whole batch")
    .max(MOST_STUDENTS_AT_ONCE, "At most 500 students at once")
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type PutManyOnPlanInput = z.output<typeof putManyOnPlanSchema>;

export const PAYMENT_MODES = { cash: "Cash", upi: "UPI", bank: "Bank transfer", cheque: "Cheque" } as const;
export type PaymentMode = keyof typeof PAYMENT_MODES;

export const paymentSchema = z.object({
  student_id: idField("Student"),
  amount: moneyField("Enter the amount"),
  paid_on: dayField("Enter the date of the payment"),
  mode: z.enum(Object.keys(PAYMENT_MODES) as [PaymentMode, ...PaymentMode[]], {
    error: "Choose how it was paid",
  }),
  reference: text(80),
  note: text(300),
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKey,
});
export type PaymentInput = z.output<typeof paymentSchema>;

export const reverseSchema = z.object({
  reason: readableText({ max: 300, tooLong: "The reason is too long", required: "Say why the payment is reversed" }),
});

export const upiReportSchema = z.object({
  amount: moneyField("Enter the amount"),
  transaction_id: readableText({
    max: 40,
    tooLong: "The transaction id is too long",
    required: "Enter the UPI transaction id",
  }).min(6, "Enter the UPI transaction id (the UTR, 12 digits) from your UPI app"),
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKey,
});

export type UpiReportInput = z.output<typeof upiReportSchema>;

/** A confirm of a student's report carries nothing but its one-time key. */
export const confirmReportSchema = z.object({ [IDEMPOTENCY_KEY_FIELD]: idempotencyKey });
export type ConfirmReportInput = z.output<typeof confirmReportSchema>;

export const rejectSchema = z.object({
  reason: readableText({ max: 300, tooLong: "The reason is too long", required: "Say why it is rejected" }),
});

export const duesSearchSchema = z.object({
  batch: z.preprocess(emptyAsMissing, idField("Batch").optional()),
  page: pageField,
});
export type DuesSearch = z.output<typeof duesSearchSchema>;

/** The institute's UPI ID (a VPA, name@bank) and the payee name UPI apps show; both empty turns UPI off. */
export const upiSettingsSchema = z
  .object({
    upi_id: text(100).refine(
      (value) => value === "" || /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(value),
      "Enter a UPI ID as name@bank, e.g. vidyacoaching@okaxis",
    ),
    upi_payee: text(60),
  })
  .refine((value) => value.upi_id === "" || value.upi_payee !== "", {
    path: ["upi_payee"],
    message: "Payee name is required with a UPI ID",
  });
export type UpiSettings = z.output<typeof upiSettingsSchema>;
