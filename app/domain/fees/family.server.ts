import type { User } from "../access/actor";
import { gone, notFound } from "../core/errors.server";
import { LINK_NOT_VALID } from "../families/family-link.server";
import { openParentLink } from "../families/parent-links.server";
import { myFees } from "./accounts.server";
import { studentReceipt } from "./receipts.server";
import { payWithUpi } from "./upi.server";

/**
 * The fees on a parent's page (/family/{token}): the balance, the next instalment to pay, and the receipts,
 * read through the student's own rules (myFees), so nothing of another student can appear. The parent has no
 * account to open a receipt's page with, so each receipt's details come here; no payment id or note. The guardian
 * pays as the student does: 'Pay with UPI' for the oldest instalment's remainder, and 'I have paid'.
 */
export async function familyFees(student: User, now = new Date()) {
  const account = await myFees(student, now);
  if (!account) return null;
  const next = account.instalments.find((row) => row.state !== "paid");
  return {
    planName: account.plan.name,
    upi: await payWithUpi(student.id, account.instalments),
    balancePaise: account.balancePaise,
    paidBeforePaise: account.paidBeforePaise,
    overduePaise: account.overduePaise,
    nextDue: next
      ? { position: next.position, dueOn: next.dueOn, leftPaise: next.leftPaise, daysOverdue: next.daysOverdue }
      : null,
    receipts: account.payments.map((payment) => ({
      receiptNo: payment.receiptNo,
      paidOn: payment.paidOn,
      amountPaise: payment.amountPaise,
      mode: payment.mode,
      reversal: payment.reversal,
    })),
    upiReports: account.upiReports,
  };
}

export type FamilyFees = NonNullable<Awaited<ReturnType<typeof familyFees>>>;

/** How a receipt's number is written in the parent's page's address: "2026-27/0042" as "2026-27-0042". */
export const receiptSlug = (receiptNo: string) => receiptNo.replace("/", "-");

/**
 * A receipt of the student whose parent link this is, by the number in its address, for its PDF: the link decides
 * whose receipts can be reached, as it does for the rest of the page (another student's number answers 404).
 */
export async function familyReceipt(token: string, slug: string) {
  const opened = await openParentLink(token);
  if (opened.state === "unknown") throw notFound(LINK_NOT_VALID);
  if (opened.state === "revoked") throw gone(LINK_NOT_VALID);
  const receiptNo = slug.replace(/^(\d{4}-\d{2})-/, "$1/");
  return studentReceipt(opened.studentId, receiptNo);
}
