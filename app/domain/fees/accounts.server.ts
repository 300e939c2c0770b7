import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { PutOnPlanInput } from "~/schemas/fees";
import { type Actor, displayName } from "../access/actor";
import { assertStudent, assertTeacher } from "../access/guards.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { money } from "./amounts-said.server";
import { daysBetween, todayAt } from "./financial-days.server";
import { duesTaxIn, noTax } from "./gst/dues-tax.server";
import { paidOf } from "./ledger.server";

/**
 * A student's fee account: their plan, each instalment with its state, payments and reversals, and
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

/** A plan a student can be put on: it exists and is not retired. */
export async function planToJoin(client: Prisma.TransactionClient, planId: number) {
  const plan = await client.feePlan.findUnique({
    where: { id: planId },
    include: { instalments: { orderBy: { position: "asc" } } },
  });
  if (!plan) throw notFound("That fee plan does not exist.");
  if (plan.retiredAt) throw invalid("That plan is retired", { plan_id: ["That plan is retired: choose another"] });
  return plan;
}

type PlanToJoin = { id: number; instalments: { position: number; amountPaise: number; dueOn: string }[] };

/**
 * A new account on `plan`: its instalments as dues, the discount taken off the last ones, and any GST the fees
 * carry on top (`taxOf`, from `duesTaxIn`) added to each due and said beside it.
 */
export function newAccount(
  plan: PlanToJoin,
  studentId: number,
  {
    discount = 0,
    discountReason = "",
    taxOf = noTax,
  }: { discount?: number; discountReason?: string; taxOf?: (paise: number) => number } = {},
) {
  const amounts = discountedAmounts(
    plan.instalments.map((row) => row.amountPaise),
    discount,
  );
  return {
    studentId,
    planId: plan.id,
    discountPaise: discount,
    discountReason: discount ? discountReason : "",
    dues: {
      create: plan.instalments.map((row, index) => ({
        position: row.position,
        amountPaise: amounts[index] + taxOf(amounts[index]),
        taxPaise: taxOf(amounts[index]),
        dueOn: row.dueOn,
      })),
    },
  } satisfies Prisma.FeeAccountUncheckedCreateInput;
}

/** Puts a student on a plan of their batch, with an optional discount; a plan can change until they pay. */
export async function putOnPlan(actor: Actor, input: PutOnPlanInput) {
  assertTeacher(actor);
  const student = await findStudent(input.student_id);
  const plan = await planToJoin(db, input.plan_id);
  if (plan.batchId !== student.batchId)
    throw invalid("That plan is for another batch", { plan_id: ["Choose a plan of the student's batch"] });
  if (input.discount > plan.totalPaise)
    throw invalid("The discount is more than the plan's total", {
      discount: [
        say("The discount can be at most the plan's total, {{amount}}", { amount: money(plan.totalPaise) }, "fees"),
      ],
    });
  await inTransaction(async (tx) => {
    const before = await tx.feeAccount.findUnique({ where: { studentId: student.id }, select: { id: true } });
    if (before) {
      const payments = await tx.feePayment.count({ where: { accountId: before.id } });
      const paidBefore = await tx.feePaidBefore.count({ where: { accountId: before.id } });
      if (payments + paidBefore > 0)
        throw conflict("Payments are recorded on the student's plan, so it cannot change now.");
      await tx.feeAccount.delete({ where: { id: before.id } });
    }
    const taxOf = await duesTaxIn(tx, student.id);
    await tx.feeAccount.create({
      data: newAccount(plan, student.id, { discount: input.discount, discountReason: input.discount_reason, taxOf }),
    });
  });
  return { message: say("{{name}} is on {{plan}}", { name: displayName(student), plan: plan.name }, "fees") };
}

/** An instalment's state on a given day: paid, due on its day, or overdue by some days. */
export function dueState(due: { amountPaise: number; paidPaise: number; dueOn: string }, today: string) {
  if (due.paidPaise >= due.amountPaise) return { state: "paid" as const, daysOverdue: 0 };
  const late = daysBetween(due.dueOn, today);
  return late > 0 ? { state: "overdue" as const, daysOverdue: late } : { state: "due" as const, daysOverdue: 0 };
}

const sumOf = (aggregate: { _sum: { amountPaise: number | null; paidPaise: number | null } }) =>
  (aggregate._sum.amountPaise ?? 0) - (aggregate._sum.paidPaise ?? 0);

/** What is due and overdue on one account, summed by the database. */
async function accountTotals(accountId: number, today: string) {
  const sums = { _sum: { amountPaise: true, paidPaise: true } } as const;
  const [all, overdue, paid] = await Promise.all([
    db.feeDue.aggregate({ where: { accountId }, ...sums }),
    db.feeDue.aggregate({ where: { accountId, dueOn: { lt: today } }, ...sums }),
    paidOf(db, accountId),
  ]);
  return {
    owedPaise: all._sum.amountPaise ?? 0,
    paidPaise: paid,
    balancePaise: sumOf(all),
    overduePaise: sumOf(overdue),
  };
}

const accountInclude = {
  plan: { select: { id: true, name: true, totalPaise: true, batch: { select: { name: true } } } },
  dues: { orderBy: { position: "asc" } },
  payments: { orderBy: { id: "asc" }, include: { reversal: true } },
  paidBefore: { select: { amountPaise: true } },
  upiReports: { orderBy: { id: "desc" }, take: 20 },
} satisfies Prisma.FeeAccountInclude;

type AccountRecord = Prisma.FeeAccountGetPayload<{ include: typeof accountInclude }>;

/**
 * A fee account as plain values: amounts in paise, due dates as the calendar days they are ("YYYY-MM-DD"),
 * moments as Dates; the screens and the API each write them out their own way.
 */
async function accountFacts(account: AccountRecord, today: string) {
  return {
    id: account.id,
    plan: { id: account.plan.id, name: account.plan.name, batchName: account.plan.batch.name },
    planTotalPaise: account.plan.totalPaise,
    discountPaise: account.discountPaise,
    discountReason: account.discountReason,
    ...(await accountTotals(account.id, today)),
    instalments: account.dues.map((due) => ({
      position: due.position,
      dueOn: due.dueOn,
      amountPaise: due.amountPaise,
      taxPaise: due.taxPaise,
      paidPaise: due.paidPaise,
      leftPaise: due.amountPaise - due.paidPaise,
      ...dueState(due, today),
    })),
    // What was paid before the book was kept here: the book's first entry, with no receipt.
    paidBeforePaise: account.paidBefore?.amountPaise ?? 0,
    // The book as it happened: each payment, and a reversal as an entry of its own after it.
    payments: account.payments.map((payment) => ({
      id: payment.id,
      receiptNo: payment.receiptNo,
      paidOn: payment.paidOn,
      amountPaise: payment.amountPaise,
      mode: payment.mode,
      reference: payment.reference,
      note: payment.note,
      reversal: payment.reversal ? { reason: payment.reversal.reason, at: payment.reversal.createdAt } : null,
    })),
    upiReports: account.upiReports.map((report) => ({
      id: report.id,
      amountPaise: report.amountPaise,
      transactionId: report.transactionId,
      state: report.state,
      rejectReason: report.rejectReason,
      reportedAt: report.createdAt,
    })),
  };
}

export type FeeAccount = Awaited<ReturnType<typeof accountFacts>>;

async function accountOfStudent(studentId: number, now: Date) {
  const account = await db.feeAccount.findUnique({ where: { studentId }, include: accountInclude });
  return account ? accountFacts(account, todayAt(now)) : null;
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
    plans,
  };
}

/** The student's own fees: null when they are not on a plan. */
export async function myFees(actor: Actor, now = new Date()) {
  assertStudent(actor);
  return accountOfStudent(actor.id, now);
}

/** The account of a student, or why there is none (404 for no such student, 409 for no plan). */
export async function accountIdOf(tx: Prisma.TransactionClient, studentId: number) {
  const account = await tx.feeAccount.findUnique({ where: { studentId }, select: { id: true } });
  if (account) return account.id;
  await findStudent(studentId, tx);
  throw conflict("That student is not on a fee plan yet: put them on one first.");
}
