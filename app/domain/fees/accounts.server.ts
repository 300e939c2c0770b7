import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { PutOnPlanInput } from "~/schemas/fees";
import { type Actor, displayName } from "../actor";
import { conflict, invalid, notFound } from "../errors.server";
import { assertStudent, assertTeacher } from "../guards.server";
import { inTransaction } from "../transaction.server";
import { daysBetween, todayAt } from "./days.server";
import { formatPaise } from "./money";
import { money, say } from "./say.server";

/**
 * A student's fee account (issue 26): their plan, each instalment with its state, payments and reversals, and
 * the totals, which the database sums.
 */

/** A discount comes off the last instalments first: the first ones, soonest due, stay as the plan has them. */
export function discountedAmounts(amounts: number[], discount: number) {
  let left = discount;
  return amounts
    .slice()
    .reverse()
    .map((amount) => {
      const off = Math.min(amount, left);
      left -= off;
      return amount - off;
    })
    .reverse();
}

async function findStudent(studentId: number, client: Prisma.TransactionClient = db) {
  const student = await client.user.findFirst({
    where: { id: studentId, role: "student" },
    select: { id: true, firstName: true, lastName: true, email: true, batchId: true },
  });
  if (!student) throw notFound("That student does not exist.");
  return student;
}

/** Puts a student on a plan of their batch, with an optional discount; a plan can change until they pay. */
export async function putOnPlan(actor: Actor, input: PutOnPlanInput) {
  assertTeacher(actor);
  const student = await findStudent(input.student_id);
  const plan = await db.feePlan.findUnique({
    where: { id: input.plan_id },
    include: { instalments: { orderBy: { position: "asc" } } },
  });
  if (!plan) throw notFound("That fee plan does not exist.");
  if (plan.retiredAt) throw invalid("That plan is retired", { plan_id: ["That plan is retired: choose another"] });
  if (plan.batchId !== student.batchId)
    throw invalid("That plan is for another batch", { plan_id: ["Choose a plan of the student's batch"] });
  if (input.discount > plan.totalPaise)
    throw invalid("The discount is more than the plan's total", {
      discount: [say("The discount can be at most the plan's total, {{amount}}", { amount: money(plan.totalPaise) })],
    });
  const amounts = discountedAmounts(
    plan.instalments.map((row) => row.amountPaise),
    input.discount,
  );
  await inTransaction(async (tx) => {
    const before = await tx.feeAccount.findUnique({ where: { studentId: student.id }, select: { id: true } });
    if (before) {
      const payments = await tx.feePayment.count({ where: { accountId: before.id } });
      if (payments > 0) throw conflict("Payments are recorded on the student's plan, so it cannot change now.");
      await tx.feeAccount.delete({ where: { id: before.id } });
    }
    await tx.feeAccount.create({
      data: {
        studentId: student.id,
        planId: plan.id,
        discountPaise: input.discount,
        discountReason: input.discount ? input.discount_reason : "",
        dues: {
          create: plan.instalments.map((row, index) => ({
            position: row.position,
            amountPaise: amounts[index],
            dueOn: row.dueOn,
          })),
        },
      },
    });
  });
  return { message: say("{{name}} is on {{plan}}", { name: displayName(student), plan: plan.name }) };
}

const MODE_WORDS: Record<string, string> = { cash: "Cash", upi: "UPI", bank: "Bank transfer", cheque: "Cheque" };
export const modeWords = (mode: string) => MODE_WORDS[mode] ?? mode;

/** An instalment's state on a given day: paid, due on its day, or overdue by some days. */
export function dueState(due: { amountPaise: number; paidPaise: number; dueOn: string }, today: string) {
  if (due.paidPaise >= due.amountPaise) return { state: "paid" as const, days_overdue: 0 };
  const late = daysBetween(due.dueOn, today);
  return late > 0 ? { state: "overdue" as const, days_overdue: late } : { state: "due" as const, days_overdue: 0 };
}

const sumOf = (aggregate: { _sum: { amountPaise: number | null; paidPaise: number | null } }) =>
  (aggregate._sum.amountPaise ?? 0) - (aggregate._sum.paidPaise ?? 0);

/** What is due and overdue on one account, summed by the database. */
async function accountTotals(accountId: number, today: string) {
  const sums = { _sum: { amountPaise: true, paidPaise: true } } as const;
  const [all, overdue, collected] = await Promise.all([
    db.feeDue.aggregate({ where: { accountId }, ...sums }),
    db.feeDue.aggregate({ where: { accountId, dueOn: { lt: today } }, ...sums }),
    db.feePayment.aggregate({ where: { accountId, reversal: null }, _sum: { amountPaise: true } }),
  ]);
  return {
    owed_paise: all._sum.amountPaise ?? 0,
    paid_paise: collected._sum.amountPaise ?? 0,
    balance_paise: sumOf(all),
    overdue_paise: sumOf(overdue),
  };
}

const accountInclude = {
  plan: { select: { id: true, name: true, totalPaise: true, batch: { select: { name: true } } } },
  dues: { orderBy: { position: "asc" } },
  payments: { orderBy: { id: "asc" }, include: { reversal: true } },
  upiReports: { orderBy: { id: "desc" }, take: 20 },
} satisfies Prisma.FeeAccountInclude;

type AccountRecord = Prisma.FeeAccountGetPayload<{ include: typeof accountInclude }>;

async function accountView(account: AccountRecord, today: string) {
  const totals = await accountTotals(account.id, today);
  const money = (paise: number) => ({ paise, text: formatPaise(paise) });
  return {
    id: account.id,
    plan: { id: account.plan.id, name: account.plan.name, batch_name: account.plan.batch.name },
    plan_total: money(account.plan.totalPaise),
    discount: money(account.discountPaise),
    discount_reason: account.discountReason,
    owed: money(totals.owed_paise),
    paid: money(totals.paid_paise),
    balance: money(totals.balance_paise),
    overdue: money(totals.overdue_paise),
    instalments: account.dues.map((due) => ({
      position: due.position,
      due_on: due.dueOn,
      amount: money(due.amountPaise),
      paid: money(due.paidPaise),
      left: money(due.amountPaise - due.paidPaise),
      ...dueState(due, today),
    })),
    // The book as it happened: each payment, and a reversal as an entry of its own after it.
    payments: account.payments.map((payment) => ({
      id: payment.id,
      receipt_no: payment.receiptNo,
      paid_on: payment.paidOn,
      amount: money(payment.amountPaise),
      mode: payment.mode,
      mode_words: modeWords(payment.mode),
      reference: payment.reference,
      note: payment.note,
      reversed: payment.reversal ? { reason: payment.reversal.reason, on: todayAt(payment.reversal.createdAt) } : null,
    })),
    upi_reports: account.upiReports.map((report) => ({
      id: report.id,
      amount: money(report.amountPaise),
      transaction_id: report.transactionId,
      state: report.state,
      reject_reason: report.rejectReason,
      reported_on: todayAt(report.createdAt),
    })),
  };
}

export type FeeAccountView = Awaited<ReturnType<typeof accountView>>;

async function accountOfStudent(studentId: number, now: Date) {
  const account = await db.feeAccount.findUnique({ where: { studentId }, include: accountInclude });
  return account ? accountView(account, todayAt(now)) : null;
}

/** The teacher's view of a student's fees, with the plans of their batch to put them on. */
export async function studentFees(actor: Actor, studentId: number, now = new Date()) {
  assertTeacher(actor);
  const student = await findStudent(studentId);
  const plans = student.batchId
    ? await db.feePlan.findMany({
        where: { batchId: student.batchId, retiredAt: null },
        orderBy: { id: "asc" },
        select: { id: true, name: true, totalPaise: true },
      })
    : [];
  return {
    student: { id: student.id, name: displayName(student) },
    account: await accountOfStudent(studentId, now),
    plans: plans.map((plan) => ({ id: plan.id, name: plan.name, total: formatPaise(plan.totalPaise) })),
    message: "Fees",
  };
}

/** The student's own fees. */
export async function myFees(actor: Actor, now = new Date()) {
  assertStudent(actor);
  const account = await accountOfStudent(actor.id, now);
  return { account, message: account ? "Your fees" : "You are not on a fee plan yet" };
}

/** The account of a student, or why there is none (404 for no such student, 409 for no plan). */
export async function accountIdOf(tx: Prisma.TransactionClient, studentId: number) {
  const account = await tx.feeAccount.findUnique({ where: { studentId }, select: { id: true } });
  if (account) return account.id;
  await findStudent(studentId, tx);
  throw conflict("That student is not on a fee plan yet: put them on one first.");
}
