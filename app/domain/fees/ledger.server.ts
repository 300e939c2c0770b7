import type { Prisma } from "~/generated/prisma/client";
import { financialYearOf } from "./financial-days.server";

/**
 * The account's book: what is paid is the sum of the payments not reversed, and what was paid before the book was
 * kept here (an imported opening balance, FeePaidBefore), counted by the database; the dues
 * are filled with it oldest first. Every payment and reversal calls `settleDues` in its own transaction, so each
 * instalment's paidPaise always agrees with the ledger and the database can sum dues on its own.
 */
type Tx = Prisma.TransactionClient;

export async function paidOf(tx: Tx, accountId: number) {
  const [{ _sum }, before] = await Promise.all([
    tx.feePayment.aggregate({ where: { accountId, reversal: null }, _sum: { amountPaise: true } }),
    tx.feePaidBefore.findUnique({ where: { accountId }, select: { amountPaise: true } }),
  ]);
  return (_sum.amountPaise ?? 0) + (before?.amountPaise ?? 0);
}

export async function owedOf(tx: Tx, accountId: number) {
  const { _sum } = await tx.feeDue.aggregate({ where: { accountId }, _sum: { amountPaise: true } });
  return _sum.amountPaise ?? 0;
}

/** What the student still owes: all their instalments less what they paid. */
export async function balanceOf(tx: Tx, accountId: number) {
  return (await owedOf(tx, accountId)) - (await paidOf(tx, accountId));
}

export async function settleDues(tx: Tx, accountId: number) {
  let left = await paidOf(tx, accountId);
  const dues = await tx.feeDue.findMany({ where: { accountId }, orderBy: { position: "asc" } });
  for (const due of dues) {
    const paid = Math.min(due.amountPaise, left);
    left -= paid;
    if (paid !== due.paidPaise) await tx.feeDue.update({ where: { id: due.id }, data: { paidPaise: paid } });
  }
}

/**
 * The next receipt number of the financial year of `day` ("2026-27/0042"): the year's counter row is raised
 * inside the payment's transaction, so a payment that fails takes its number back with it, and two payments
 * (transactions take turns on the one SQLite connection) never share or skip one.
 */
export async function nextReceiptNo(tx: Tx, day: string) {
  const year = financialYearOf(day);
  const counter = await tx.feeReceiptCounter.upsert({
    where: { year },
    create: { year, last: 1 },
    update: { last: { increment: 1 } },
  });
  return `${year}/${String(counter.last).padStart(4, "0")}`;
}
