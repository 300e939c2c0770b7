import type { FamilyFeesFacts } from "~/components/family-fees";
import type { FeeAccountFacts } from "~/components/fee-instalments";
import type { UpiFacts, UpiReportFacts } from "~/components/upi-payment";
import type { User } from "~/domain/access/actor";
import { formatDay, formatIsoDay, formatNumber } from "~/domain/core/format.server";
import { type FeeAccount, studentFees } from "~/domain/fees/accounts.server";
import { type FamilyFees, receiptSlug } from "~/domain/fees/family.server";
import { formatPaise, rupeesText } from "~/domain/fees/money";
import type { payWithUpi } from "~/domain/fees/upi.server";
import { INTL_LOCALES, type Language } from "~/i18n/languages";

/**
 * How the fee screens write the fee domain's values in the reader's language: money as "₹1,50,000.00" in that
 * language's Intl locale, calendar days and moments as "21 Nov 2026" / "21 नवंबर 2026", counts with Indian
 * grouping. Never an ISO date on a screen.
 */
export function feeWriter(language: Language) {
  return {
    money: (paise: number) => formatPaise(paise, INTL_LOCALES[language]),
    day: (day: string) => formatIsoDay(day, language),
    moment: (at: Date) => formatDay(at, language),
    number: (value: number) => formatNumber(value, language),
  };
}

/** A fee account as its screens show it (the student's Fees page, the teacher's student page, the parent's page). */
export function accountForScreen(account: FeeAccount, language: Language): FeeAccountFacts {
  const write = feeWriter(language);
  return {
    plan: { name: account.plan.name, batchName: account.plan.batchName },
    discount: account.discountPaise > 0 ? write.money(account.discountPaise) : null,
    discountReason: account.discountReason,
    paid: write.money(account.paidPaise),
    paidBefore: account.paidBeforePaise > 0 ? write.money(account.paidBeforePaise) : null,
    balance: write.money(account.balancePaise),
    balancePaise: account.balancePaise,
    overdue: write.money(account.overduePaise),
    instalments: account.instalments.map((row) => ({
      position: row.position,
      dueDay: write.day(row.dueOn),
      amount: write.money(row.amountPaise),
      tax:
        row.taxPaise > 0 ? { base: write.money(row.amountPaise - row.taxPaise), gst: write.money(row.taxPaise) } : null,
      paid: write.money(row.paidPaise),
      left: write.money(row.leftPaise),
      state: row.state,
      daysOverdue: row.daysOverdue,
    })),
    payments: account.payments.map((payment) => ({
      id: payment.id,
      receiptNo: payment.receiptNo,
      paidDay: write.day(payment.paidOn),
      amount: write.money(payment.amountPaise),
      mode: payment.mode,
      reference: payment.reference,
      reversal: payment.reversal ? { reason: payment.reversal.reason, day: write.moment(payment.reversal.at) } : null,
    })),
    upiReports: reportsForScreen(account.upiReports, write),
  };
}

type Writer = ReturnType<typeof feeWriter>;

/** What was reported with 'I have paid', as the student's page and the parent's page list it. */
const reportsForScreen = (reports: FeeAccount["upiReports"], write: Writer): UpiReportFacts[] =>
  reports.map((report) => ({
    id: report.id,
    amount: write.money(report.amountPaise),
    transactionId: report.transactionId,
    state: report.state,
    rejectReason: report.rejectReason,
    reportedDay: write.moment(report.reportedAt),
  }));

/** 'Pay with UPI' (payWithUpi) with its amount written out, or null when the institute takes no UPI or nothing is due. */
export const upiForScreen = (upi: Awaited<ReturnType<typeof payWithUpi>>, write: Writer): UpiFacts | null =>
  upi ? { link: upi.link, qrSvg: upi.qrSvg, payee: upi.payee, amount: write.money(upi.amountPaise) } : null;

/** What 'I have paid' starts with: the oldest unpaid instalment's remainder, as a person types rupees. */
export function dueNowText(instalments: { leftPaise: number; state: string }[]) {
  const first = instalments.find((row) => row.state !== "paid");
  return first ? rupeesText(first.leftPaise) : "";
}

/** The fee account on the teacher's page of a student, or null when they are on no plan. */
export async function studentFeeAccount(teacher: User, studentId: number, language: Language) {
  const { account } = await studentFees(teacher, studentId);
  return account ? accountForScreen(account, language) : null;
}

/** A batch's plans in use, as the 'Put on plan' choice lists them: "Full year (₹15,000.00)". */
export const plansToChoose = (
  plans: { id: number; name: string; totalPaise: number; retired?: boolean }[],
  write: ReturnType<typeof feeWriter>,
) =>
  plans
    .filter((plan) => !plan.retired)
    .map((plan) => ({ id: plan.id, name: plan.name, total: write.money(plan.totalPaise) }));

/** The fees on a parent's page, in the reader's language. */
export function familyFeesForScreen(
  fees: FamilyFees | null,
  language: Language,
  token: string,
): FamilyFeesFacts | null {
  if (!fees) return null;
  const write = feeWriter(language);
  return {
    planName: fees.planName,
    upi: upiForScreen(fees.upi, write),
    dueNow: fees.nextDue ? rupeesText(fees.nextDue.leftPaise) : "",
    upiReports: reportsForScreen(fees.upiReports, write),
    balance: write.money(fees.balancePaise),
    paidBefore: fees.paidBeforePaise > 0 ? write.money(fees.paidBeforePaise) : null,
    overdue: fees.overduePaise > 0 ? write.money(fees.overduePaise) : null,
    nextDue: fees.nextDue
      ? {
          amount: write.money(fees.nextDue.leftPaise),
          day: write.day(fees.nextDue.dueOn),
          daysOverdue: fees.nextDue.daysOverdue,
        }
      : null,
    receipts: fees.receipts.map((receipt) => ({
      receiptNo: receipt.receiptNo,
      // Its PDF through the family's link, as the rest of the page is reached
      pdf: `/family/${encodeURIComponent(token)}/receipts/${receiptSlug(receipt.receiptNo)}/pdf`,
      day: write.day(receipt.paidOn),
      amount: write.money(receipt.amountPaise),
      mode: receipt.mode,
      reversal: receipt.reversal ? { reason: receipt.reversal.reason, day: write.moment(receipt.reversal.at) } : null,
    })),
  };
}
