import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { type Actor, displayName } from "../access/actor";
import { notFound, unauthenticated } from "../core/errors.server";
import { readSettings } from "../site/settings.server";

/**
 * The instalments a payment went to. Payments fill the dues oldest first, so a payment covers the stretch of the
 * account's dues from what was paid before it (all owed, less what was left after it, less itself) to that plus its
 * amount: fixed when it was made, whatever is reversed later.
 */
export function instalmentsPaidBy(
  dues: { position: number; amountPaise: number; dueOn: string }[],
  payment: { amountPaise: number; balanceAfterPaise: number },
) {
  const owed = dues.reduce((sum, due) => sum + due.amountPaise, 0);
  const from = owed - payment.balanceAfterPaise - payment.amountPaise;
  const to = from + payment.amountPaise;
  let start = 0;
  return dues.flatMap((due) => {
    const end = start + due.amountPaise;
    const covered = start < to && end > from;
    start = end;
    return covered ? [{ position: due.position, of: dues.length, dueOn: due.dueOn }] : [];
  });
}

/**
 * A printable receipt: the institute, the student, the payment in figures and in words, the instalments it went
 * to, and what was left to pay after it. A teacher reads any; a student only their own (another's answers 404, as if it were none).
 */
export async function getReceipt(actor: Actor, paymentId: number) {
  if (!actor) throw unauthenticated();
  const receipt = await receiptWhere({ id: paymentId });
  if (!receipt || (actor.role === "student" && receipt.student.id !== actor.id))
    throw notFound("That receipt does not exist.");
  return receipt;
}

/** A receipt by its payment, for a run the teacher started (the run checked who asked). */
export async function receiptById(paymentId: number) {
  const receipt = await receiptWhere({ id: paymentId });
  if (!receipt) throw notFound("That receipt does not exist.");
  return receipt;
}

/** A receipt of one student by its number, as their parent's page offers it (another student's answers 404). */
export async function studentReceipt(studentId: number, receiptNo: string) {
  const receipt = await receiptWhere({ receiptNo, account: { studentId } });
  if (!receipt) throw notFound("That receipt does not exist.");
  return receipt;
}

async function receiptWhere(where: Prisma.FeePaymentWhereInput) {
  const payment = await db.feePayment.findFirst({
    where,
    include: {
      reversal: true,
      taxDocuments: { orderBy: { id: "asc" } },
      account: {
        select: {
          studentId: true,
          student: { select: { firstName: true, lastName: true, email: true, rollNo: true } },
          plan: { select: { name: true, batch: { select: { name: true } } } },
          dues: { orderBy: { position: "asc" }, select: { position: true, amountPaise: true, dueOn: true } },
        },
      },
    },
  });
  if (!payment) return null;
  const institute = await readSettings();
  return {
    id: payment.id,
    receiptNo: payment.receiptNo,
    paidOn: payment.paidOn,
    institute: {
      name: institute.name,
      address: institute.address,
      phone: institute.phone,
      email: institute.contactEmail,
    },
    student: {
      id: payment.account.studentId,
      name: displayName(payment.account.student),
      email: payment.account.student.email,
      rollNo: payment.account.student.rollNo,
    },
    batchName: payment.account.plan.batch.name,
    planName: payment.account.plan.name,
    amountPaise: payment.amountPaise,
    towards: instalmentsPaidBy(payment.account.dues, payment),
    mode: payment.mode,
    reference: payment.reference,
    note: payment.note,
    balanceAfterPaise: payment.balanceAfterPaise,
    reversal: payment.reversal ? { reason: payment.reversal.reason, at: payment.reversal.createdAt } : null,
    // Issued while the institute was GST-registered: the tax invoice cum receipt, and its credit note once reversed.
    taxInvoice: payment.taxDocuments.find((document) => document.kind === "invoice") ?? null,
    creditNote: payment.taxDocuments.find((document) => document.kind === "credit") ?? null,
  };
}

export type TaxDocument = NonNullable<FeeReceipt["taxInvoice"]>;

export type FeeReceipt = NonNullable<Awaited<ReturnType<typeof receiptWhere>>>;
