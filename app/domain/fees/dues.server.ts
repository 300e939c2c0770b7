import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { DuesSearch } from "~/schemas/fees";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { notFound } from "../core/errors.server";
import { pageFacts } from "../core/paging.server";
import { asNumber } from "../core/sql-numbers.server";
import { guardiansToCall } from "./dues-guardians.server";
import { addDays, todayAt } from "./financial-days.server";

/**
 * Who owes what: the dues list and a batch's totals, summed and sorted by the database so they
 * cost the same with 2,000 students as with 50 (npm run bench:fees).
 */

export const DUES_PER_PAGE = 50;
/** The dues list shows what is overdue and what falls due within this many days. */
export const DUE_SOON_DAYS = 7;

type DueRow = {
  studentId: number;
  firstName: string;
  lastName: string;
  email: string;
  batchName: string;
  planName: string;
  oldestDue: string;
  overdue: number;
  dueSoon: number;
};
type DueTotals = { students: number; overdue: number | null; dueSoon: number | null };

/** What is unpaid up to `soon`, of every account or a batch's (the batch a plan is for). */
const unpaidDues = (soon: string, batchId?: number) => Prisma.sql`
  FROM "FeeDue" d
  JOIN "FeeAccount" a ON a."id" = d."accountId"
  JOIN "FeePlan" p ON p."id" = a."planId"
  JOIN "User" u ON u."id" = a."studentId"
  JOIN "Batch" b ON b."id" = p."batchId"
  WHERE d."paidPaise" < d."amountPaise" AND d."dueOn" <= ${soon}
  ${batchId ? Prisma.sql`AND p."batchId" = ${batchId}` : Prisma.empty}`;

const owedSums = (today: string) => Prisma.sql`
  ${asNumber(Prisma.sql`SUM(CASE WHEN d."dueOn" < ${today} THEN d."amountPaise" - d."paidPaise" ELSE 0 END)`)} AS "overdue",
  ${asNumber(Prisma.sql`SUM(CASE WHEN d."dueOn" >= ${today} THEN d."amountPaise" - d."paidPaise" ELSE 0 END)`)} AS "dueSoon"`;

/**
 * Every student with something overdue or due in the next 7 days, most days overdue first, 50 a page, with their
 * guardian to call and the totals of the whole list (not just the page).
 */
export async function listDues(actor: Actor, search: DuesSearch & { all?: boolean }, now = new Date()) {
  assertTeacher(actor);
  const today = todayAt(now);
  const soon = addDays(today, DUE_SOON_DAYS);
  const from = unpaidDues(soon, search.batch);
  const window = search.all
    ? Prisma.empty
    : Prisma.sql`LIMIT ${DUES_PER_PAGE} OFFSET ${(search.page - 1) * DUES_PER_PAGE}`;
  const [rows, [totals]] = await Promise.all([
    db.$queryRaw<DueRow[]>`
      SELECT u."id" AS "studentId", u."firstName", u."lastName", u."email", b."name" AS "batchName",
        p."name" AS "planName", MIN(d."dueOn") AS "oldestDue", ${owedSums(today)}
      ${from}
      -- An account has one student, plan and batch; PostgreSQL names a table's columns only if its key is grouped.
      GROUP BY a."id", u."id", b."id", p."id"
      ORDER BY "oldestDue" ASC, u."firstName" ASC, u."lastName" ASC, a."id" ASC
      ${window}`,
    db.$queryRaw<
      DueTotals[]
    >`SELECT ${asNumber(Prisma.sql`COUNT(DISTINCT a."id")`)} AS "students", ${owedSums(today)} ${from}`,
  ]);
  const total = totals?.students ?? 0;
  const named = rows.map((row) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`.trim(),
    owedPaise: row.overdue + row.dueSoon,
  }));
  const guardians = await guardiansToCall(named);
  return {
    today,
    dues: named.map((row) => {
      const overduePaise = row.overdue;
      return {
        studentId: row.studentId,
        name: row.name,
        guardian: guardians.get(row.studentId) ?? null,
        email: row.email,
        batchName: row.batchName,
        planName: row.planName,
        oldestDueOn: row.oldestDue,
        daysOverdue: overduePaise > 0 ? Math.max(0, daysLate(row.oldestDue, today)) : 0,
        overduePaise,
        dueSoonPaise: row.dueSoon,
      };
    }),
    totals: { overduePaise: totals?.overdue ?? 0, dueSoonPaise: totals?.dueSoon ?? 0 },
    ...pageFacts(total, search.page, DUES_PER_PAGE),
  };
}

const daysLate = (day: string, today: string) =>
  (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;

type BatchTotals = { collected: number | null; due: number | null; overdue: number | null };

/** A batch's fee page: collected, due and overdue over every account on its plans, and its students, 50 a page. */
export async function batchFees(actor: Actor, batchId: number, page: number, now = new Date()) {
  assertTeacher(actor);
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { id: true, name: true } });
  if (!batch) throw notFound("That batch does not exist.");
  const today = todayAt(now);
  const [[owed], [collected], total, students] = await Promise.all([
    db.$queryRaw<BatchTotals[]>`
      SELECT ${asNumber(Prisma.sql`SUM(d."amountPaise" - d."paidPaise")`)} AS "due",
        ${asNumber(Prisma.sql`SUM(CASE WHEN d."dueOn" < ${today} THEN d."amountPaise" - d."paidPaise" ELSE 0 END)`)} AS "overdue"
      FROM "FeeDue" d JOIN "FeeAccount" a ON a."id" = d."accountId" JOIN "FeePlan" p ON p."id" = a."planId"
      WHERE p."batchId" = ${batchId}`,
    db.$queryRaw<BatchTotals[]>`
      SELECT ${asNumber(Prisma.sql`SUM(f."amountPaise")`)} AS "collected"
      FROM "FeePayment" f JOIN "FeeAccount" a ON a."id" = f."accountId" JOIN "FeePlan" p ON p."id" = a."planId"
      LEFT JOIN "FeeReversal" r ON r."paymentId" = f."id"
      WHERE p."batchId" = ${batchId} AND r."id" IS NULL`,
    db.user.count({ where: { role: "student", batchId } }),
    db.user.findMany({
      where: { role: "student", batchId },
      orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
      skip: (page - 1) * DUES_PER_PAGE,
      take: DUES_PER_PAGE,
      select: {
        id: true,
        firstName: true,
        lastName: true,
        feeAccount: { select: { id: true, plan: { select: { name: true } } } },
      },
    }),
  ]);
  const accountIds = students.flatMap((student) => (student.feeAccount ? [student.feeAccount.id] : []));
  const [balances, overdues] = await Promise.all([
    db.feeDue.groupBy({
      by: ["accountId"],
      where: { accountId: { in: accountIds } },
      _sum: { amountPaise: true, paidPaise: true },
    }),
    db.feeDue.groupBy({
      by: ["accountId"],
      where: { accountId: { in: accountIds }, dueOn: { lt: today } },
      _sum: { amountPaise: true, paidPaise: true },
    }),
  ]);
  const left = (rows: typeof balances, accountId: number) => {
    const row = rows.find((sum) => sum.accountId === accountId);
    return (row?._sum.amountPaise ?? 0) - (row?._sum.paidPaise ?? 0);
  };
  const paise = (value: number | null | undefined) => value ?? 0;
  return {
    batch: { id: batch.id, name: batch.name },
    totals: {
      collectedPaise: paise(collected?.collected),
      duePaise: paise(owed?.due),
      overduePaise: paise(owed?.overdue),
    },
    students: students.map((student) => ({
      id: student.id,
      name: `${student.firstName} ${student.lastName}`.trim(),
      planName: student.feeAccount?.plan.name ?? null,
      balancePaise: student.feeAccount ? left(balances, student.feeAccount.id) : null,
      overduePaise: student.feeAccount ? left(overdues, student.feeAccount.id) : null,
    })),
    ...pageFacts(total, page, DUES_PER_PAGE),
  };
}
