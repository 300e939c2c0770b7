import type { TFunction } from "i18next";
import { db } from "~/db.server";
import type { Language } from "~/i18n/languages";
import { letterheadOf } from "../documents/letterhead.server";
import type { Pdf } from "../documents/pdf-document.server";
import { drawReceipt } from "./receipt-pdf.server";
import { receiptById } from "./receipts.server";

/** What a run was asked with ({"month": "2026-11"}); the kinds' type lives in documents/run-kinds.server.ts, which lists these. */
type RunParams = Record<string, string | number>;

/**
 * A month's receipts, or a batch's, in one A5 PDF for printing: document runs (runs.server.ts) made by the documents
 * job, one receipt after another in the order they were numbered.
 */

const monthOf = (params: RunParams) => String(params.month);

export const receiptsOfMonth = {
  size: "A5" as const,
  // The month as its reader writes it ("November 2026"), put in the params by whoever started the run.
  title: async (params: RunParams, t: TFunction) => t("Receipts of {{month}}", { month: String(params.monthName) }),
  items: async (params: RunParams) =>
    (
      await db.feePayment.findMany({
        where: { paidOn: { gte: `${monthOf(params)}-01`, lte: `${monthOf(params)}-31` } },
        orderBy: { id: "asc" },
        select: { id: true },
      })
    ).map((row) => row.id),
  add: async (pdf: Pdf, id: number, { language }: { language: Language }) =>
    drawReceipt(pdf, await receiptById(id), await letterheadOf(), language),
};

export const receiptsOfBatch = {
  size: "A5" as const,
  title: async (params: RunParams, t: TFunction) => {
    const batch = await db.batch.findUnique({ where: { id: Number(params.batchId) }, select: { name: true } });
    return t("Receipts of {{batch}}", { batch: batch?.name ?? "" });
  },
  items: async (params: RunParams) =>
    (
      await db.feePayment.findMany({
        where: { account: { student: { batchId: Number(params.batchId) } } },
        orderBy: { id: "asc" },
        select: { id: true },
      })
    ).map((row) => row.id),
  add: async (pdf: Pdf, id: number, { language }: { language: Language }) =>
    drawReceipt(pdf, await receiptById(id), await letterheadOf(), language),
};
