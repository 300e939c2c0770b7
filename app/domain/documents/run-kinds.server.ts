import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { idCardsBatch, reportCardsBatch } from "../cards/papers.server";
import { receiptsOfBatch, receiptsOfMonth } from "../fees/receipt-runs.server";
import type { PageSize, Pdf } from "./pdf-document.server";

/** What a run's kind needs: params chosen on the page that asked for it ({"batchId": 3}, {"month": "2026-11"}). */
export type RunParams = Record<string, string | number>;

/**
 * A kind of paper made for many into one PDF (runs.server.ts). The run makes the document of `size`, asks the kind for
 * its items in order, and calls `add` for each: `perPage` items share a page (ID cards on an A4 sheet), each in its
 * `slot`; the run starts a new page before the first item of every page after the first. `add` may add pages of its
 * own for an item that needs several (a long report card).
 */
export type DocumentKind = {
  size: PageSize;
  perPage?: number;
  /** The run's title in the reader's language ("Report cards · Class 10 A"): its page and file name. */
  title(params: RunParams, t: TFunction): Promise<string>;
  /** The ids of what goes in, in order (students, payments). */
  items(params: RunParams): Promise<number[]>;
  add(pdf: Pdf, id: number, options: { params: RunParams; language: Language; slot: number }): Promise<void>;
};

/** Every kind of run, by the name a run row keeps. */
const KINDS = {
  "report-cards-batch": reportCardsBatch,
  "id-cards-batch": idCardsBatch,
  "receipts-month": receiptsOfMonth,
  "receipts-batch": receiptsOfBatch,
} satisfies Record<string, DocumentKind>;

export type DocumentKindName = keyof typeof KINDS;

export const isDocumentKind = (name: string): name is DocumentKindName => Object.hasOwn(KINDS, name);

export const documentKind = (name: DocumentKindName): DocumentKind => KINDS[name];
