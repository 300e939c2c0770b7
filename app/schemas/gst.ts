import { z } from "zod";
import { gstinProblem, isStateCode } from "~/domain/fees/gst/gstin";
import { monthField } from "./dates";
import { idField } from "./fields";

/** The institute's GST settings and a student's GSTIN and state: forms and API payloads alike. */

/** A ticked box sends "on" from a form; the API sends true or false. */
const tick = z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean());

/** A GSTIN as typed: spaces dropped and letters made capitals, since people copy it with either. */
const gstinText = z
  .string({ error: "Enter the GSTIN as text" })
  .optional()
  .transform((value) => (value ?? "").replace(/\s+/g, "").toUpperCase());

const stateText = z
  .string({ error: "Choose a state" })
  .optional()
  .transform((value) => (value ?? "").trim());

const STATE_DISAGREES = "The GSTIN's first two digits are another state's code than the state chosen";

/** Checks a GSTIN and state pair at their fields; `needed` says whether both must be given. */
function checkPair(value: { gstin: string; state: string }, context: z.RefinementCtx, needed: boolean) {
  if (needed && value.gstin === "") context.addIssue({ code: "custom", path: ["gstin"], message: "Enter the GSTIN" });
  if (needed && value.state === "") context.addIssue({ code: "custom", path: ["state"], message: "Choose the state" });
  if (value.state !== "" && !isStateCode(value.state))
    context.addIssue({ code: "custom", path: ["state"], message: "Choose a state from the list" });
  if (value.gstin === "") return;
  const problem = gstinProblem(value.gstin);
  if (problem) context.addIssue({ code: "custom", path: ["gstin"], message: problem });
  else if (value.state !== "" && value.gstin.slice(0, 2) !== value.state)
    context.addIssue({ code: "custom", path: ["gstin"], message: STATE_DISAGREES });
}

/**
 * 'GST-registered', the GSTIN and the institute's state (both needed once registered, and agreeing), and whether
 * the fees include GST. Unregistered, a GSTIN may be kept for later, but never a wrong one.
 */
export const gstSettingsSchema = z
  .object({ registered: tick, gstin: gstinText, state: stateText, fees_include_gst: tick })
  .superRefine((value, context) => checkPair(value, context, value.registered));
export type GstSettings = z.output<typeof gstSettingsSchema>;

/** A student's GSTIN and state, both optional; a GSTIN given alone tells the state by its first two digits. */
export const studentTaxSchema = z
  .object({ gstin: gstinText, state: stateText })
  .superRefine((value, context) => checkPair(value, context, false))
  .transform((value) => ({ gstin: value.gstin, state: value.state || value.gstin.slice(0, 2) }));
export type StudentTaxInput = z.output<typeof studentTaxSchema>;

/** The month of the accountant's CSV or of a month's receipts in one PDF ("2026-11"). */
export const gstMonthSchema = z.object({ month: monthField("Choose a month") });

/** A batch whose receipts go into one PDF. */
export const receiptsBatchSchema = z.object({ batch_id: idField("Batch") });
