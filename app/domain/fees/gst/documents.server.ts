import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { displayName } from "../../access/actor";
import { financialYearOf } from "../financial-days.server";
import { readGstSettings } from "./gst-settings.server";
import { SAC_COACHING, splitPayment } from "./split";

/**
 * A GST-registered institute's documents for fees. A payment recorded while the institute is registered gets a
 * tax invoice cum receipt, and reversing it gets a credit note, each written in the same transaction as the payment
 * or reversal with everything copied in (the institute's name, address, GSTIN and state; the student's name, GSTIN
 * and state; the figures), so a later change of settings or names changes no document issued.
 */
type Tx = Prisma.TransactionClient;

export const DOCUMENT_PREFIX = { invoice: "INV", credit: "CN" } as const;
export type TaxDocumentKind = keyof typeof DOCUMENT_PREFIX;

/**
 * The next number of a series in the financial year of `day`: "INV/2026-27/0001", "CN/2026-27/0001". Each series
 * has its own counter row, raised in the issuing transaction, so its numbers have no gaps and none is given twice.
 * The rules allow 16 characters: past 9,999 in a year the year is written short ("INV/26-27/10000").
 */
export async function nextDocumentNo(tx: Tx, kind: TaxDocumentKind, day: string) {
  const year = financialYearOf(day);
  const series = `${DOCUMENT_PREFIX[kind]}/${year}`;
  const counter = await tx.feeDocumentCounter.upsert({
    where: { series },
    create: { series, last: 1 },
    update: { last: { increment: 1 } },
  });
  const number = `${series}/${String(counter.last).padStart(4, "0")}`;
  return number.length <= 16 ? number : `${DOCUMENT_PREFIX[kind]}/${year.slice(2)}/${counter.last}`;
}

/** The tax invoice cum receipt of a payment just recorded, or null when the institute is not GST-registered. */
export async function issueInvoiceIn(
  tx: Tx,
  payment: { id: number; accountId: number; amountPaise: number; paidOn: string },
) {
  const settings = await readGstSettings(tx);
  if (!settings.registered) return null;
  const [institute, account] = await Promise.all([
    tx.siteSettings.findUnique({ where: { id: 1 }, select: { name: true, address: true } }),
    tx.feeAccount.findUniqueOrThrow({
      where: { id: payment.accountId },
      select: { student: { select: { firstName: true, lastName: true, taxDetails: true } } },
    }),
  ]);
  const recipient = account.student.taxDetails;
  // The place of supply is where the student is, when known; otherwise where the institute teaches.
  const placeOfSupply = recipient?.state || settings.state;
  return tx.feeTaxDocument.create({
    data: {
      paymentId: payment.id,
      kind: "invoice",
      number: await nextDocumentNo(tx, "invoice", payment.paidOn),
      issuedOn: payment.paidOn,
      supplierName: institute?.name ?? config.INSTITUTE_NAME,
      supplierAddress: institute?.address ?? "",
      supplierGstin: settings.gstin,
      supplierState: settings.state,
      recipientName: displayName(account.student),
      recipientGstin: recipient?.gstin ?? "",
      recipientState: recipient?.state ?? "",
      placeOfSupply,
      sac: SAC_COACHING,
      ...splitPayment(payment.amountPaise, placeOfSupply === settings.state),
      totalPaise: payment.amountPaise,
    },
  });
}

/**
 * The credit note of a reversed payment that had a tax invoice: the invoice's parties and figures under a number
 * of the credit notes' own series, dated the day of the reversal. Whatever the settings say now, a payment
 * invoiced is credited, and one that was not gets none.
 */
export async function issueCreditNoteIn(tx: Tx, paymentId: number, day: string) {
  const invoice = await tx.feeTaxDocument.findUnique({ where: { paymentId_kind: { paymentId, kind: "invoice" } } });
  if (!invoice) return null;
  const { id: _id, createdAt: _createdAt, ...copied } = invoice;
  return tx.feeTaxDocument.create({
    data: { ...copied, kind: "credit", number: await nextDocumentNo(tx, "credit", day), issuedOn: day },
  });
}
