import { db } from "~/db.server";
import { type Actor, displayName } from "../actor";
import { notFound, unauthenticated } from "../errors.server";
import { readSettings } from "../site/settings.server";

/**
 * A printable receipt: the institute, the student, the payment in figures and in words, and what was
 * left to pay after it. A teacher reads any; a student only their own (another's answers 404, as if it were none).
 */
export async function getReceipt(actor: Actor, paymentId: number) {
  if (!actor) throw unauthenticated();
  const payment = await db.feePayment.findUnique({
    where: { id: paymentId },
    include: {
      reversal: true,
      account: {
        select: {
          studentId: true,
          student: { select: { firstName: true, lastName: true, email: true, rollNo: true } },
          plan: { select: { name: true, batch: { select: { name: true } } } },
        },
      },
    },
  });
  if (!payment || (actor.role === "student" && payment.account.studentId !== actor.id))
    throw notFound("That receipt does not exist.");
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
    mode: payment.mode,
    reference: payment.reference,
    note: payment.note,
    balanceAfterPaise: payment.balanceAfterPaise,
    reversal: payment.reversal ? { reason: payment.reversal.reason, at: payment.reversal.createdAt } : null,
  };
}

export type FeeReceipt = Awaited<ReturnType<typeof getReceipt>>;
