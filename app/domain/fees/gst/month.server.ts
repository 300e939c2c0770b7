import { db } from "~/db.server";
import type { Actor } from "../../access/actor";
import { assertTeacher } from "../../access/guards.server";
import { writeCsv } from "../../marks/csv.server";
import { rupeesText } from "../money";

/**
 * The accountant's month: every tax invoice and credit note dated in it, in the order they were issued, a credit
 * note's figures subtracted (written negative), and the month's totals: taxable value, CGST, SGST and IGST.
 */

const FIGURES = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise"] as const;

/** The documents of a month ("2026-11"), each with its sign: +1 for an invoice, −1 for a credit note. */
export async function monthDocuments(actor: Actor, month: string) {
  assertTeacher(actor);
  const documents = await db.feeTaxDocument.findMany({
    where: { issuedOn: { gte: `${month}-01`, lte: `${month}-31` } },
    orderBy: [{ issuedOn: "asc" }, { id: "asc" }],
    include: { payment: { select: { receiptNo: true, taxDocuments: { where: { kind: "invoice" } } } } },
  });
  const rows = documents.map((document) => {
    const sign = document.kind === "credit" ? -1 : 1;
    const figures = Object.fromEntries(FIGURES.map((figure) => [figure, sign * document[figure]])) as Record<
      (typeof FIGURES)[number],
      number
    >;
    const refersTo = document.kind === "credit" ? (document.payment.taxDocuments[0]?.number ?? "") : "";
    return { ...document, ...figures, refersTo };
  });
  const totals = Object.fromEntries(
    FIGURES.map((figure) => [figure, rows.reduce((sum, row) => sum + row[figure], 0)]),
  ) as Record<(typeof FIGURES)[number], number>;
  return { rows, totals };
}

/** The month as CSV, amounts in rupees with paise ("10169.50"), the totals in a last row. */
export async function monthCsv(actor: Actor, month: string) {
  const { rows, totals } = await monthDocuments(actor, month);
  const money = (figures: Record<(typeof FIGURES)[number], number>) =>
    FIGURES.map((figure) => rupeesText(figures[figure]));
  return writeCsv(
    [
      "date",
      "document",
      "number",
      "refers_to",
      "student",
      "student_gstin",
      "place_of_supply",
      "taxable_value",
      "cgst",
      "sgst",
      "igst",
      "total",
    ],
    [
      ...rows.map((row) => [
        row.issuedOn,
        row.kind === "credit" ? "credit note" : "tax invoice",
        row.number,
        row.refersTo,
        row.recipientName,
        row.recipientGstin,
        row.placeOfSupply,
        ...money(row),
      ]),
      ["", "total", String(rows.length), "", "", "", "", ...money(totals)],
    ],
  );
}
