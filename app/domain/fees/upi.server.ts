import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { ConfirmReportInput, UpiReportInput, UpiSettings } from "~/schemas/fees";
import { type Actor, displayName } from "../access/actor";
import { assertStudent, assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { accountIdOf } from "./accounts.server";
import { moreThanDue } from "./amounts-said.server";
import { todayAt } from "./financial-days.server";
import { balanceOf } from "./ledger.server";
import { rupeesText } from "./money";
import { recordPaymentIn } from "./payments.server";
import { firstSending } from "./resent.server";
import { holdUpiReference, releaseUpiReference, upiReferenceKey } from "./upi-references.server";

/**
 * UPI without a gateway: the institute's UPI ID on the Site page, `upi://pay` links and their QR code
 * drawn on the server as inline SVG, and the 'I have paid' of a student or their guardian, which only the teacher
 * turns into a payment.
 */

const KEYS = { upi_id: "upi.id", upi_payee: "upi.payee" } as const;

export async function readUpiSettings(client: Prisma.TransactionClient = db): Promise<UpiSettings> {
  const rows = await client.setting.findMany({ where: { key: { in: Object.values(KEYS) } } });
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? "";
  return { upi_id: value(KEYS.upi_id), upi_payee: value(KEYS.upi_payee) };
}

export async function saveUpiSettings(actor: Actor, input: UpiSettings) {
  assertTeacher(actor);
  await inTransaction(async (tx) => {
    for (const [field, key] of Object.entries(KEYS)) {
      const value = input[field as keyof UpiSettings];
      await tx.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
    }
  });
  return { message: input.upi_id ? "UPI details saved" : "UPI payments turned off" };
}

/**
 * The link a UPI app opens: payee, amount, rupees, and a note that names the student and instalment
 * (e.g. "FEE-42-2"), so the teacher can match the payment in the bank statement.
 */
export function upiLink(settings: UpiSettings, paise: number, note: string) {
  const query = [
    `pa=${encodeURIComponent(settings.upi_id)}`,
    `pn=${encodeURIComponent(settings.upi_payee)}`,
    `am=${rupeesText(paise)}`,
    "cu=INR",
    `tn=${encodeURIComponent(note)}`,
  ].join("&");
  return `upi://pay?${query}`;
}

/** The same link as a QR code: an SVG drawn on the server (qrcode, loaded when first needed). */
export async function qrSvg(link: string) {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

export const upiNote = (studentId: number, position: number) => `FEE-${studentId}-${position}`;

/** 'Pay with UPI' for what is due now: the oldest unpaid instalment's remainder, when the institute has a UPI ID. */
export async function payWithUpi(
  studentId: number,
  instalments: { position: number; leftPaise: number; state: string }[],
) {
  const settings = await readUpiSettings();
  const first = instalments.find((row) => row.state !== "paid");
  if (!settings.upi_id || !first) return null;
  const link = upiLink(settings, first.leftPaise, upiNote(studentId, first.position));
  return { link, qrSvg: await qrSvg(link), amountPaise: first.leftPaise, payee: settings.upi_payee };
}

/** Reports a student may have waiting at once: enough for instalments paid in parts, too few to flood the teacher. */
export const MOST_WAITING_REPORTS = 3;

/** Who says they paid: the student signed in, or a guardian from their parent's page (guardianId). */
export type Reporter = { studentId: number; guardianId: number | null };

/**
 * 'I have paid': waits for the teacher. Refused when it is more than is due, when the UPI transaction id is
 * already reported or recorded, or when MOST_WAITING_REPORTS of the student's are still waiting (the student's
 * and their guardians' together). The same form (idempotency key) sent again gives back the first report.
 */
export async function reportUpiPaymentBy(reporter: Reporter, input: UpiReportInput) {
  const report = await inTransaction(async (tx) => {
    const accountId = await accountIdOf(tx, reporter.studentId);
    const key = input.idempotency_key;
    const earlier = key ? await tx.feeUpiReport.findUnique({ where: { idempotencyKey: key } }) : null;
    const resent = firstSending(
      earlier,
      (row) =>
        row.accountId === accountId &&
        row.amountPaise === input.amount &&
        upiReferenceKey(row.transactionId) === upiReferenceKey(input.transaction_id),
    );
    if (resent) return resent;
    const balance = await balanceOf(tx, accountId);
    if (input.amount > balance) {
      const said = moreThanDue(balance);
      throw conflict(said, { amount: [said] });
    }
    const waiting = await tx.feeUpiReport.count({ where: { accountId, state: "waiting" } });
    if (waiting >= MOST_WAITING_REPORTS)
      throw conflict(
        say(
          "{{most}} of your reported payments are waiting for your teacher: report another once they are confirmed",
          {
            most: MOST_WAITING_REPORTS,
          },
          "fees",
        ),
      );
    const created = await tx.feeUpiReport.create({
      data: {
        accountId,
        amountPaise: input.amount,
        transactionId: input.transaction_id,
        idempotencyKey: key,
        guardianId: reporter.guardianId,
      },
    });
    await holdUpiReference(tx, input.transaction_id, { reportId: created.id }, "transaction_id");
    return created;
  });
  return {
    report: { id: report.id, state: report.state },
    message: "Thank you: your teacher will confirm the payment",
  };
}

/** The signed-in student's own 'I have paid'. */
export async function reportUpiPayment(actor: Actor, input: UpiReportInput) {
  assertStudent(actor);
  return reportUpiPaymentBy({ studentId: actor.id, guardianId: null }, input);
}

/** The teacher's 'Payments to confirm': what students reported, oldest first. */
export async function paymentsToConfirm(actor: Actor) {
  assertTeacher(actor);
  const reports = await db.feeUpiReport.findMany({
    where: { state: "waiting" },
    orderBy: { id: "asc" },
    take: 100,
    include: {
      account: { select: { student: { select: { id: true, firstName: true, lastName: true } } } },
      guardian: { select: { name: true } },
    },
  });
  return reports.map((report) => ({
    id: report.id,
    student: { id: report.account.student.id, name: displayName(report.account.student) },
    guardianName: report.guardian?.name ?? null,
    amountPaise: report.amountPaise,
    transactionId: report.transactionId,
    reportedAt: report.createdAt,
  }));
}

async function reportOf(tx: Prisma.TransactionClient, reportId: number) {
  const report = await tx.feeUpiReport.findUnique({
    where: { id: reportId },
    include: { account: { select: { studentId: true } } },
  });
  if (!report) throw notFound("That reported payment does not exist.");
  return report;
}

function assertWaiting(report: { state: string }) {
  if (report.state !== "waiting") throw conflict("That reported payment is already confirmed or rejected.");
}

/**
 * Confirming records the payment (mode UPI, the transaction id as reference) and gives it its receipt. The same
 * confirm (idempotency key) sent again gives back that receipt; a transaction id already recorded is refused.
 */
export async function confirmUpiPayment(actor: Actor, reportId: number, input: ConfirmReportInput, now = new Date()) {
  assertTeacher(actor);
  const payment = await inTransaction(async (tx) => {
    const report = await reportOf(tx, reportId);
    const key = input.idempotency_key;
    const earlier = key ? await tx.feePayment.findUnique({ where: { idempotencyKey: key } }) : null;
    const resent = firstSending(earlier, (row) => row.id === report.paymentId);
    if (resent) return resent;
    assertWaiting(report);
    // The report's hold on its transaction id passes to the payment (refused if a payment holds it already).
    await releaseUpiReference(tx, { reportId });
    const recorded = await recordPaymentIn(tx, actor.id, {
      student_id: report.account.studentId,
      amount: report.amountPaise,
      paid_on: todayAt(report.createdAt < now ? report.createdAt : now),
      mode: "upi",
      reference: report.transactionId,
      note: report.guardianId
        ? "Reported by the guardian with 'I have paid'"
        : "Reported by the student with 'I have paid'",
      idempotency_key: key,
    });
    await tx.feeUpiReport.update({ where: { id: reportId }, data: { state: "confirmed", paymentId: recorded.id } });
    return recorded;
  });
  return {
    payment: { id: payment.id, receiptNo: payment.receiptNo },
    message: say("Payment confirmed: receipt {{number}}", { number: payment.receiptNo }, "fees"),
  };
}

export async function rejectUpiPayment(actor: Actor, reportId: number, input: { reason: string }) {
  assertTeacher(actor);
  await inTransaction(async (tx) => {
    assertWaiting(await reportOf(tx, reportId));
    await tx.feeUpiReport.update({ where: { id: reportId }, data: { state: "rejected", rejectReason: input.reason } });
    await releaseUpiReference(tx, { reportId });
  });
  return { message: "Reported payment rejected" };
}
