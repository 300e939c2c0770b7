import { translatorFor } from "~/i18n/catalogues.server";
import { INTL_LOCALES, type Language } from "~/i18n/languages";
import { PAYMENT_MODES } from "~/schemas/fees";
import { formatDay, formatIsoDay } from "../core/format.server";
import { drawLetterhead, type Letterhead, letterheadOf } from "../documents/letterhead.server";
import { newPdf, type Pdf } from "../documents/pdf-document.server";
import { paiseInWords } from "./amount-in-words";
import { type DocumentLine, documentLines, documentTitle } from "./gst/document-lines.server";
import { formatPaise } from "./money";
import type { FeeReceipt, TaxDocument } from "./receipts.server";

/**
 * A receipt as a PDF, on A5 as the printed page is: the institute, the student, the amount in figures and words,
 * the instalments it went to and the balance after it. A payment with a tax invoice has the invoice's lines first
 * (its supplier as issued heading the page), and a reversed one the credit note on a page of its own.
 */

const MARGIN = 30;
const LABEL_SHARE = 0.38;
const ROW = { size: 9 } as const;

/** Label and value rows down the page, a new page when one would not fit. */
function drawRows(pdf: Pdf, lines: DocumentLine[], top: number) {
  const width = pdf.width - 2 * MARGIN;
  const labelWidth = width * LABEL_SHARE;
  const valueWidth = width - labelWidth - 8;
  let y = top;
  for (const line of lines) {
    const style = { ...ROW, bold: line.strong };
    const height = Math.max(pdf.heightOf(line.label, labelWidth, ROW), pdf.heightOf(line.value, valueWidth, style));
    if (y + height > pdf.height - MARGIN) {
      pdf.doc.addPage();
      y = MARGIN;
    }
    pdf.text(line.label, MARGIN, y, labelWidth, { ...ROW, color: "#444" });
    pdf.text(line.value, MARGIN + labelWidth + 8, y, valueWidth, style);
    y += height + 2;
    pdf.doc
      .moveTo(MARGIN, y - 1)
      .lineTo(MARGIN + width, y - 1)
      .lineWidth(0.3)
      .strokeColor("#ccc")
      .stroke();
  }
  return y;
}

/** The receipt's own lines: what any receipt says, in the reader's language. */
export function receiptLines(receipt: FeeReceipt, language: Language): DocumentLine[] {
  const t = translatorFor(language, "fees");
  const money = (paise: number) => formatPaise(paise, INTL_LOCALES[language]);
  const mode =
    receipt.mode in PAYMENT_MODES ? t(PAYMENT_MODES[receipt.mode as keyof typeof PAYMENT_MODES]) : receipt.mode;
  const student = receipt.student.rollNo
    ? `${receipt.student.name} (${t("roll number {{number}}", { number: receipt.student.rollNo })})`
    : receipt.student.name;
  const lines: (DocumentLine | null)[] = [
    { label: t("Receipt number"), value: receipt.receiptNo, strong: !receipt.taxInvoice },
    receipt.taxInvoice ? null : { label: t("Date"), value: formatIsoDay(receipt.paidOn, language) },
    { label: t("Student"), value: student },
    { label: t("Batch"), value: receipt.batchName },
    { label: t("Fee plan"), value: receipt.planName },
    receipt.taxInvoice ? null : { label: t("Amount"), value: money(receipt.amountPaise), strong: true },
    receipt.taxInvoice ? null : { label: t("In words"), value: paiseInWords(receipt.amountPaise, language) },
    receipt.towards.length > 0
      ? {
          label: t("Towards"),
          value: receipt.towards
            .map((due) =>
              t("Instalment {{position}} of {{total}} (due {{day}})", {
                position: due.position,
                total: due.of,
                day: formatIsoDay(due.dueOn, language),
              }),
            )
            .join(", "),
        }
      : null,
    { label: t("Mode"), value: mode },
    receipt.reference ? { label: t("Reference"), value: receipt.reference } : null,
    { label: t("Balance after this payment"), value: money(receipt.balanceAfterPaise) },
  ];
  return lines.filter((line) => line !== null);
}

/** The letterhead with the supplier as a tax document issued it: its name and address never change after. */
const asIssued = (head: Letterhead, document: TaxDocument | null): Letterhead =>
  document ? { ...head, name: document.supplierName, address: document.supplierAddress } : head;

/** Draws a receipt from the top of the current page (and a page for its credit note): a run adds one after another. */
export function drawReceipt(pdf: Pdf, receipt: FeeReceipt, head: Letterhead, language: Language) {
  const t = translatorFor(language, "fees");
  const width = pdf.width - 2 * MARGIN;
  const title = receipt.taxInvoice ? documentTitle("invoice", language) : t("Fee receipt");
  let y = drawLetterhead(pdf, asIssued(head, receipt.taxInvoice), { x: MARGIN, y: MARGIN, width, title });
  if (receipt.reversal) {
    const reversed = t("Reversed on {{day}}: {{reason}}", {
      day: formatDay(receipt.reversal.at, language),
      reason: receipt.reversal.reason,
    });
    y += pdf.text(reversed, MARGIN, y, width, { size: 9.5, bold: true, color: "#a00" }) + 4;
  }
  const lines = [
    ...(receipt.taxInvoice ? documentLines(receipt.taxInvoice, language) : []),
    ...receiptLines(receipt, language),
  ];
  y = drawRows(pdf, lines, y);
  pdf.text(`${t("Received by:")} ____________________`, MARGIN, y + 24, width, ROW);
  if (receipt.creditNote) {
    pdf.doc.addPage();
    const credit = documentTitle("credit", language);
    const below = drawLetterhead(pdf, asIssued(head, receipt.creditNote), {
      x: MARGIN,
      y: MARGIN,
      width,
      title: credit,
    });
    drawRows(pdf, documentLines(receipt.creditNote, language, { invoiceNumber: receipt.taxInvoice?.number }), below);
  }
}

/** The file a receipt downloads as: "receipt-2026-27-0042.pdf". */
export const receiptFileName = (receipt: FeeReceipt) => `receipt-${receipt.receiptNo.replaceAll("/", "-")}.pdf`;

export async function receiptPdf(receipt: FeeReceipt, language: Language) {
  const title = translatorFor(language, "fees")("Receipt {{number}}", { number: receipt.receiptNo });
  const pdf = await newPdf({ size: "A5", margin: MARGIN, title, language });
  drawReceipt(pdf, receipt, await letterheadOf(), language);
  return pdf.bytes();
}
