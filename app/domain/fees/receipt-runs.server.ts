import type { TFunction } from "i18next";
import { db } from "~/db.server";
import type { DocumentKind, RunParams } from "../documents/kinds.server";
import { letterheadOf } from "../documents/letterhead.server";
import { drawReceipt } from "./receipt-pdf.server";
import { receiptById } from "./receipts.server";

/**
 * A month's receipts, or a batch's, in one A5 PDF for printing: document runs (runs.server.ts) made by the documents
 * job, one receipt after another in the order they were numbered.
 */

const monthOf = (params: RunParams) => String(params.month);

export const receiptsOfMonth: DocumentKind = {
  size: "A5",
  // The month as its reader writes it ("November 2026"), put in the params by whoever started the run.
  title: async (params: RunParams, t: TFunction) => t("Receipts of {{month}}", { month: String(params.monthName) }),
  items: async (params) =>
    (
      await db.feePayment.findMany({
        where: { paidOn: { gte: `${monthOf(params)}-01`, lte: `${monthOf(params)}-31` } },
        orderBy: { id: "asc" },
        select: { id: true },
      })
    ).map((row) => row.id),
  add: async (pdf, id, { language }) => drawReceipt(pdf, await receiptById(id), await letterheadOf(), language),
};

export const receiptsOfBatch: DocumentKind = {
  size: "A5",
  title: async (params, t) => {
    const batch = await db.batch.findUnique({ where: { id: Number(params.batchId) }, select: { name: true } });
    return t("Receipts of {{batch}}", { batch: batch?.name ?? "" });
  },
  items: async (params) =>
    (
      await db.feePayment.findMany({
        where: { account: { student: { batchId: Number(params.batchId) } } },
        orderBy: { id: "asc" },
        select: { id: true },
      })
    ).map((row) => row.id),
  add: async (pdf, id, { language }) => drawReceipt(pdf, await receiptById(id), await letterheadOf(), language),
};
