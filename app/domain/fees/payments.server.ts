import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { PaymentInput } from "~/schemas/fees";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { accountIdOf } from "./accounts.server";
import { moreThanDue } from "./amounts-said.server";
import { todayAt } from "./financial-days.server";
import { issueCreditNoteIn, issueInvoiceIn } from "./gst/documents.server";
import { balanceOf, nextReceiptNo, settleDues } from "./ledger.server";
import { queuePaymentMail } from "./payment-mail.server";
import { firstSending } from "./resent.server";
import { holdUpiReference, releaseUpiReference } from "./upi-references.server";

/**
 * 'Record payment' and 'Reverse payment'. A payment is never edited or deleted; it fills the oldest
 * unpaid instalment first, may not be more than is due, and gets its receipt number in its own transaction.
 */

/**
 * Records a payment inside a transaction the caller holds (a confirmed UPI report records one too). The same
 * idempotency key sent again gives back the payment it recorded; a UPI transaction id is recorded once.
 */
export async function recordPaymentIn(tx: Prisma.TransactionClient, recordedById: number, input: PaymentInput) {
  const accountId = await accountIdOf(tx, input.student_id);
  const key = input.idempotency_key;
  const earlier = key ? await tx.feePayment.findUnique({ where: { idempotencyKey: key } }) : null;
  const resent = firstSending(earlier, (row) => row.accountId === accountId && row.amountPaise === input.amount);
  if (resent) return resent;
  const balance = await balanceOf(tx, accountId);
  if (input.amount > balance) {
    const said = moreThanDue(balance);
    throw invalid(said, { amount: [said] });
  }
  const payment = await tx.feePayment.create({
    data: {
      accountId,
      amountPaise: input.amount,
      paidOn: input.paid_on,
      mode: input.mode,
      reference: input.reference,
      note: input.note,
      receiptNo: await nextReceiptNo(tx, input.paid_on),
      balanceAfterPaise: balance - input.amount,
      recordedById,
      idempotencyKey: key,
    },
  });
  if (input.mode === "upi" && input.reference !== "")
    await holdUpiReference(tx, input.reference, { paymentId: payment.id }, "reference");
  await settleDues(tx, accountId);
  await issueInvoiceIn(tx, payment);
  await queuePaymentMail(tx, payment);
  return payment;
}

export async function recordPayment(actor: Actor, input: PaymentInput) {
  assertTeacher(actor);
  const payment = await inTransaction((tx) => recordPaymentIn(tx, actor.id, input));
  return {
    payment: {
      id: payment.id,
      receiptNo: payment.receiptNo,
      amountPaise: payment.amountPaise,
      balanceAfterPaise: payment.balanceAfterPaise,
    },
    message: say("Payment recorded: receipt {{number}}", { number: payment.receiptNo }, "fees"),
  };
}

/** Undoes a payment with a second entry and a reason; the dues it paid are due again. */
export async function reversePayment(actor: Actor, paymentId: number, input: { reason: string }) {
  assertTeacher(actor);
  const studentId = await inTransaction(async (tx) => {
    const payment = await tx.feePayment.findUnique({
      where: { id: paymentId },
      select: { id: true, accountId: true, reversal: true, account: { select: { studentId: true } } },
    });
    if (!payment) throw notFound("That payment does not exist.");
    if (payment.reversal) throw conflict("That payment is already reversed.");
    await tx.feeReversal.create({ data: { paymentId, reason: input.reason, reversedById: actor.id } });
    await issueCreditNoteIn(tx, paymentId, todayAt(now()));
    await releaseUpiReference(tx, { paymentId });
    await settleDues(tx, payment.accountId);
    return payment.account.studentId;
  });
  return { studentId, message: "Payment reversed" };
}

/** The payment a 'Reverse payment' dialog asks about. */
export async function paymentToReverse(actor: Actor, paymentId: number) {
  assertTeacher(actor);
  const payment = await db.feePayment.findUnique({
    where: { id: paymentId },
    select: { receiptNo: true, amountPaise: true, paidOn: true, reversal: { select: { id: true } } },
  });
  if (!payment) throw notFound("That payment does not exist.");
  return {
    receiptNo: payment.receiptNo,
    amountPaise: payment.amountPaise,
    paidOn: payment.paidOn,
    reversed: payment.reversal !== null,
  };
}
