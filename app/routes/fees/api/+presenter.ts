import type { FeeAccount, studentFees } from "~/domain/fees/accounts.server";
import { paiseInWords } from "~/domain/fees/amount-in-words";
import type { listDues } from "~/domain/fees/dues.server";
import type { FamilyFees } from "~/domain/fees/family.server";
import { todayAt } from "~/domain/fees/financial-days.server";
import { formatPaise } from "~/domain/fees/money";
import type { FeePlan } from "~/domain/fees/plans.server";
import type { FeeReceipt, TaxDocument } from "~/domain/fees/receipts.server";
import { PAYMENT_MODES } from "~/schemas/fees";

/**
 * The fee calls' JSON (SPEC's habits: snake_case, amounts both in paise and as "₹1,50,000.00" text in en-IN,
 * calendar days as "YYYY-MM-DD") from the fee domain's plain values. tests/api/fees-contract.spec.ts pins it.
 */

const money = (paise: number) => ({ paise, text: formatPaise(paise) });

const modeWords = (mode: string) => (mode in PAYMENT_MODES ? PAYMENT_MODES[mode as keyof typeof PAYMENT_MODES] : mode);

const reversedAnswer = (reversal: { reason: string; at: Date } | null) =>
  reversal ? { reason: reversal.reason, on: todayAt(reversal.at) } : null;

export const planAnswer = (plan: FeePlan) => ({
  id: plan.id,
  name: plan.name,
  batch_id: plan.batch.id,
  batch_name: plan.batch.name,
  total_paise: plan.totalPaise,
  total: formatPaise(plan.totalPaise),
  retired: plan.retired,
  students: plan.students,
  instalments: plan.instalments.map((row) => ({
    position: row.position,
    amount_paise: row.amountPaise,
    amount: formatPaise(row.amountPaise),
    due_on: row.dueOn,
  })),
});

/** GET /teacher/fees/plans. */
export const plansAnswer = (plans: FeePlan[]) => ({
  plans: plans.map(planAnswer),
  message: plans.length ? "Fee plans" : "No fee plans yet",
});

/** A plan made, saved or retired, with what happened. */
export const planStepAnswer = ({ plan, message }: { plan: FeePlan; message: string }) => ({
  plan: planAnswer(plan),
  message,
});

export const accountAnswer = (account: FeeAccount) => ({
  id: account.id,
  plan: { id: account.plan.id, name: account.plan.name, batch_name: account.plan.batchName },
  plan_total: money(account.planTotalPaise),
  discount: money(account.discountPaise),
  discount_reason: account.discountReason,
  owed: money(account.owedPaise),
  paid: money(account.paidPaise),
  paid_before: money(account.paidBeforePaise),
  balance: money(account.balancePaise),
  overdue: money(account.overduePaise),
  instalments: account.instalments.map((row) => ({
    position: row.position,
    due_on: row.dueOn,
    amount: money(row.amountPaise),
    paid: money(row.paidPaise),
    left: money(row.leftPaise),
    state: row.state,
    days_overdue: row.daysOverdue,
  })),
  payments: account.payments.map((payment) => ({
    id: payment.id,
    receipt_no: payment.receiptNo,
    paid_on: payment.paidOn,
    amount: money(payment.amountPaise),
    mode: payment.mode,
    mode_words: modeWords(payment.mode),
    reference: payment.reference,
    note: payment.note,
    reversed: reversedAnswer(payment.reversal),
  })),
  upi_reports: account.upiReports.map((report) => ({
    id: report.id,
    amount: money(report.amountPaise),
    transaction_id: report.transactionId,
    state: report.state,
    reject_reason: report.rejectReason,
    reported_on: todayAt(report.reportedAt),
  })),
});

/** GET /teacher/fees/students/{id}. */
export const studentFeesAnswer = (fees: Awaited<ReturnType<typeof studentFees>>) => ({
  student: fees.student,
  account: fees.account ? accountAnswer(fees.account) : null,
  plans: fees.plans.map((plan) => ({ id: plan.id, name: plan.name, total: formatPaise(plan.totalPaise) })),
  message: "Fees",
});

/** GET /student/fees. */
export const myFeesAnswer = (account: FeeAccount | null) => ({
  account: account ? accountAnswer(account) : null,
  message: account ? "Your fees" : "You are not on a fee plan yet",
});

/** GET /teacher/fees/dues. */
export function duesAnswer(list: Awaited<ReturnType<typeof listDues>>) {
  const { dues, totals, today, ...pages } = list;
  return {
    today,
    dues: dues.map((row) => ({
      student_id: row.studentId,
      name: row.name,
      email: row.email,
      batch_name: row.batchName,
      plan_name: row.planName,
      oldest_due_on: row.oldestDueOn,
      days_overdue: row.daysOverdue,
      overdue_paise: row.overduePaise,
      overdue: formatPaise(row.overduePaise),
      due_soon_paise: row.dueSoonPaise,
      due_soon: formatPaise(row.dueSoonPaise),
    })),
    totals: {
      overdue_paise: totals.overduePaise,
      overdue: formatPaise(totals.overduePaise),
      due_soon_paise: totals.dueSoonPaise,
      due_soon: formatPaise(totals.dueSoonPaise),
    },
    ...pages,
    message: pages.total > 0 ? "Dues" : "Nobody owes anything overdue or due in the next 7 days",
  };
}

/** POST /teacher/fees/payments: the payment and its receipt number. */
export const paymentAnswer = ({
  payment,
  message,
}: {
  payment: { id: number; receiptNo: string; amountPaise: number; balanceAfterPaise: number };
  message: string;
}) => ({
  payment: {
    id: payment.id,
    receipt_no: payment.receiptNo,
    amount_paise: payment.amountPaise,
    balance_after_paise: payment.balanceAfterPaise,
  },
  message,
});

/** POST /teacher/fees/payments/{id}/reverse: whose payment it was. */
export const reversalAnswer = ({ studentId, message }: { studentId: number; message: string }) => ({
  student_id: studentId,
  message,
});

/** POST /teacher/fees/upi-reports/{id}/confirm: the payment it recorded and its receipt number. */
export const paymentStepAnswer = ({
  payment,
  message,
}: {
  payment: { id: number; receiptNo: string };
  message: string;
}) => ({
  payment: { id: payment.id, receipt_no: payment.receiptNo },
  message,
});

/** GET /fees/receipts/{id}: the amount in words as the English receipt writes it. */
export const receiptAnswer = (receipt: FeeReceipt) => ({
  receipt: {
    id: receipt.id,
    receipt_no: receipt.receiptNo,
    paid_on: receipt.paidOn,
    institute: receipt.institute,
    student: {
      id: receipt.student.id,
      name: receipt.student.name,
      email: receipt.student.email,
      roll_no: receipt.student.rollNo,
    },
    batch_name: receipt.batchName,
    plan_name: receipt.planName,
    amount_paise: receipt.amountPaise,
    amount: formatPaise(receipt.amountPaise),
    amount_words: paiseInWords(receipt.amountPaise),
    mode: receipt.mode,
    mode_words: modeWords(receipt.mode),
    reference: receipt.reference,
    note: receipt.note,
    balance_after_paise: receipt.balanceAfterPaise,
    balance_after: formatPaise(receipt.balanceAfterPaise),
    reversed: reversedAnswer(receipt.reversal),
    // Only a receipt issued while the institute was GST-registered says anything of GST.
    ...(receipt.taxInvoice
      ? { tax_invoice: taxDocumentAnswer(receipt.taxInvoice), credit_note: taxDocumentAnswer(receipt.creditNote) }
      : {}),
  },
  message: "Receipt",
});

/** A tax invoice cum receipt or credit note as issued: its parties, place of supply and figures. */
export const taxDocumentAnswer = (document: TaxDocument | null) =>
  document && {
    number: document.number,
    issued_on: document.issuedOn,
    supplier: {
      name: document.supplierName,
      address: document.supplierAddress,
      gstin: document.supplierGstin,
      state_code: document.supplierState,
    },
    recipient: { name: document.recipientName, gstin: document.recipientGstin, state_code: document.recipientState },
    place_of_supply: document.placeOfSupply,
    sac: document.sac,
    taxable_value: money(document.taxablePaise),
    cgst: money(document.cgstPaise),
    sgst: money(document.sgstPaise),
    igst: money(document.igstPaise),
    total: money(document.totalPaise),
    total_words: paiseInWords(document.totalPaise),
  };

/** The fees part of GET /family/{token}: balance, the next instalment to pay, and the receipts' details. */
export const familyFeesAnswer = (fees: FamilyFees) => ({
  plan_name: fees.planName,
  paid_before: money(fees.paidBeforePaise),
  balance: money(fees.balancePaise),
  overdue: money(fees.overduePaise),
  next_due: fees.nextDue
    ? {
        position: fees.nextDue.position,
        due_on: fees.nextDue.dueOn,
        amount: money(fees.nextDue.leftPaise),
        days_overdue: fees.nextDue.daysOverdue,
      }
    : null,
  receipts: fees.receipts.map((receipt) => ({
    receipt_no: receipt.receiptNo,
    paid_on: receipt.paidOn,
    amount: money(receipt.amountPaise),
    mode: receipt.mode,
    mode_words: modeWords(receipt.mode),
    reversed: reversedAnswer(receipt.reversal),
  })),
});
