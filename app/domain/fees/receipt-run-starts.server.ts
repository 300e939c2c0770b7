import type { Language } from "~/i18n/languages";
import type { Actor } from "../access/actor";
import { formatMonth } from "../core/format.server";
import { startDocumentRun } from "../documents/runs.server";

/** A month's receipts ("2026-11") in one PDF to print: the run's id. The same key sent again gives back the same run. */
export const startMonthReceipts = (actor: Actor, month: string, language: Language, idempotencyKey: string | null) =>
  startDocumentRun(actor, {
    kind: "receipts-month",
    params: { month, monthName: formatMonth(month, language) },
    language,
    idempotencyKey,
  });

/** A batch's receipts in one PDF to print: the run's id. */
export const startBatchReceipts = (actor: Actor, batchId: number, language: Language, idempotencyKey: string | null) =>
  startDocumentRun(actor, { kind: "receipts-batch", params: { batchId }, language, idempotencyKey });
