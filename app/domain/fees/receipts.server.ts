import { db } from "~/db.server";
import { type Actor, displayName } from "../actor";
import { notFound, unauthenticated } from "../errors.server";
import { readSettings } from "../site/settings.server";
import { modeWords } from "./accounts.server";
import { todayAt } from "./days.server";
import { formatPaise } from "./money";
import { paiseInWords } from "./words";

/**
 * A printable receipt (issue 26): the institute, the student, the payment in figures and in words, and what was
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
    receipt: {
      id: payment.id,
      receipt_no: payment.receiptNo,
      paid_on: payment.paidOn,
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
        roll_no: payment.account.student.rollNo,
      },
      batch_name: payment.account.plan.batch.name,
      plan_name: payment.account.plan.name,
      amount_paise: payment.amountPaise,
      amount: formatPaise(payment.amountPaise),
      amount_words: paiseInWords(payment.amountPaise),
      mode: payment.mode,
      mode_words: modeWords(payment.mode),
      reference: payment.reference,
      note: payment.note,
      balance_after_paise: payment.balanceAfterPaise,
      balance_after: formatPaise(payment.balanceAfterPaise),
      reversed: payment.reversal ? { reason: payment.reversal.reason, on: todayAt(payment.reversal.createdAt) } : null,
    },
    message: "Receipt",
  };
}
