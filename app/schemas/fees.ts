import { z } from "zod";
import { formatPaise, paiseOfText } from "~/domain/fees/money";
import { idField, nameField } from "./fields";
import { emptyAsMissing, pageField } from "./paging";

/** Forms and API payloads of the fee book (issue 26). Amounts arrive as rupees and leave as integer paise. */

const AMOUNT_HINT = "Enter an amount in rupees, e.g. 1500, 1,500 or 1500.50";

/** Rupees as typed ("1,500", "1500", "1500.50"), or a whole number of rupees in JSON; anything else is refused. */
export const moneyField = (label: string, { zero = false } = {}) =>
  z.unknown().transform((value, context) => {
    const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
    if (text === undefined || text === null || (typeof text === "string" && text.trim() === "")) {
      context.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const paise = typeof text === "string" ? paiseOfText(text) : null;
    if (paise === null) {
      context.addIssue({ code: "custom", message: AMOUNT_HINT });
      return z.NEVER;
    }
    if (paise === 0 && !zero) {
      context.addIssue({ code: "custom", message: `${label} must be more than ₹0` });
      return z.NEVER;
    }
    return paise;
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (text) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      `Enter ${label.toLowerCase()} as a date, e.g. 2026-12-01`,
    );

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .transform((value) => value ?? "");

/** One row of the plan form; a row left wholly empty is no instalment (the form offers more rows than needed). */
const instalmentRow = z.object({ amount: z.unknown(), due_on: z.unknown() }).partial();
const isEmptyRow = (row: { amount?: unknown; due_on?: unknown }) =>
  [row.amount, row.due_on].every((value) => value === undefined || value === null || value === "");

export const MOST_INSTALMENTS = 12;
/** Rows the plan form shows without JavaScript; an API payload may send up to MOST_INSTALMENTS. */
export const INSTALMENT_ROWS = 6;

const instalmentSchema = z.object({ amount: moneyField("Amount"), due_on: dayField("Due date") });

export const feePlanSchema = z
  .object({
    name: nameField("Plan name"),
    batch_id: idField("Batch"),
    total: moneyField("Total"),
    instalments: z
      .array(instalmentRow)
      .optional()
      .transform((rows) => (rows ?? []).filter((row) => !isEmptyRow(row)))
      .pipe(
        z
          .array(instalmentSchema)
          .min(1, "Add at least one instalment")
          .max(MOST_INSTALMENTS, `At most ${MOST_INSTALMENTS} instalments`),
      ),
  })
  .superRefine((plan, context) => {
    const sum = plan.instalments.reduce((total, row) => total + row.amount, 0);
    if (sum !== plan.total)
      context.addIssue({
        code: "custom",
        path: ["instalments"],
        message: `The instalments add up to ${formatPaise(sum)}, not the total of ${formatPaise(plan.total)}`,
      });
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
    discount: z.preprocess(emptyAsMissing, moneyField("Discount", { zero: true }).optional()).transform((v) => v ?? 0),
    discount_reason: text(120, "Reason"),
  })
  .refine((value) => value.discount === 0 || value.discount_reason !== "", {
    path: ["discount_reason"],
    message: "Say why (e.g. scholarship, sibling discount)",
  });
export type PutOnPlanInput = z.output<typeof putOnPlanSchema>;

export const PAYMENT_MODES = { cash: "Cash", upi: "UPI", bank: "Bank transfer", cheque: "Cheque" } as const;
export type PaymentMode = keyof typeof PAYMENT_MODES;

export const paymentSchema = z.object({
  student_id: idField("Student"),
  amount: moneyField("Amount"),
  paid_on: dayField("Date"),
  mode: z.enum(Object.keys(PAYMENT_MODES) as [PaymentMode, ...PaymentMode[]], {
    error: "Choose how it was paid",
  }),
  reference: text(80, "Reference"),
  note: text(300, "Note"),
});
export type PaymentInput = z.output<typeof paymentSchema>;

export const reverseSchema = z.object({
  reason: z
    .string({ error: "Say why the payment is reversed" })
    .trim()
    .min(1, "Say why the payment is reversed")
    .max(300, "The reason is too long"),
});

export const upiReportSchema = z.object({
  amount: moneyField("Amount"),
  transaction_id: z
    .string({ error: "Enter the UPI transaction id" })
    .trim()
    .min(6, "Enter the UPI transaction id (the UTR, 12 digits) from your UPI app")
    .max(40, "The transaction id is too long"),
});

export const rejectSchema = z.object({
  reason: z
    .string({ error: "Say why it is rejected" })
    .trim()
    .min(1, "Say why it is rejected")
    .max(300, "The reason is too long"),
});

export const duesSearchSchema = z.object({
  batch: z.preprocess(emptyAsMissing, idField("Batch").optional()),
  page: pageField,
});
export type DuesSearch = z.output<typeof duesSearchSchema>;

/** The institute's UPI ID (a VPA, name@bank) and the payee name UPI apps show; both empty turns UPI off. */
export const upiSettingsSchema = z
  .object({
    upi_id: text(100, "UPI ID").refine(
      (value) => value === "" || /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(value),
      "Enter a UPI ID as name@bank, e.g. vidyacoaching@okaxis",
    ),
    upi_payee: text(60, "Payee name"),
  })
  .refine((value) => value.upi_id === "" || value.upi_payee !== "", {
    path: ["upi_payee"],
    message: "Payee name is required with a UPI ID",
  });
export type UpiSettings = z.output<typeof upiSettingsSchema>;
