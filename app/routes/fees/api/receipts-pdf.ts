import { documentRun } from "~/domain/documents/runs.server";
import { startBatchReceipts, startMonthReceipts } from "~/domain/fees/receipt-run-starts.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { languageFrom } from "~/http/language.server";
import { IDEMPOTENCY_KEY_FIELD } from "~/schemas/fees";
import { gstMonthSchema, receiptsBatchSchema } from "~/schemas/gst";
import { runAnswer } from "../../documents/api/+presenter";

/**
 * POST /teacher/fees/receipts-pdf: `{month: "2026-11"}` or `{batch_id}`, and `idempotency_key?`: that month's or
 * batch's receipts in one PDF, in the caller's language; answers 202 with the run (GET /teacher/documents/{id}).
 */
export const action = apiHandler(async ({ request, actor, context }) => {
  const body = await readJson(request);
  const language = languageFrom(context);
  const key = typeof body[IDEMPOTENCY_KEY_FIELD] === "string" ? String(body[IDEMPOTENCY_KEY_FIELD]) : null;
  const runId =
    "batch_id" in body
      ? await startBatchReceipts(actor, parseInput(receiptsBatchSchema, body).batch_id, language, key)
      : await startMonthReceipts(actor, parseInput(gstMonthSchema, body).month, language, key);
  return { document: runAnswer(await documentRun(actor, runId)) };
}, 202);
