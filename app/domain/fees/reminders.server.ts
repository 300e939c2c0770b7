import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { type Actor, displayName } from "../actor";
import { conflict } from "../errors.server";
import { assertTeacher } from "../guards.server";
import { queueMail } from "../mail/outbox.server";
import { instituteName } from "../site/settings.server";
import { inTransaction } from "../transaction.server";
import { addDays, daysBetween, todayAt } from "./days.server";
import { formatPaise } from "./money";
import { readUpiSettings, upiLink, upiNote } from "./upi.server";

/**
 * Fee reminders (issue 26): 3 days before an instalment falls due and on the 1st, 7th and 14th day it is overdue,
 * at most one a day per student (a FeeReminder row per student and day, written in the mail's transaction), and
 * none once it is paid. Run on the mail sender's clock like the doubt-session reminders; 'Send reminder now' too.
 */

/** Days from the due date on which a reminder goes: before it (negative) and overdue. */
export const REMINDER_DAYS = [-3, 1, 7, 14];

type Tx = Prisma.TransactionClient;

/** The mail for one student: every unpaid instalment due by the day, what is overdue, and 'Pay with UPI'. */
async function reminderMail(tx: Tx, accountId: number, today: string) {
  const account = await tx.feeAccount.findUniqueOrThrow({
    where: { id: accountId },
    include: {
      student: { select: { id: true, firstName: true, lastName: true, email: true } },
      plan: { select: { name: true } },
      dues: { where: { paidPaise: { lt: tx.feeDue.fields.amountPaise } }, orderBy: { position: "asc" } },
    },
  });
  const first = account.dues[0];
  if (!first) return null;
  const lines = account.dues.map((due) => {
    const left = formatPaise(due.amountPaise - due.paidPaise);
    const late = daysBetween(due.dueOn, today);
    const when = late > 0 ? `overdue by ${late} day${late === 1 ? "" : "s"}` : `due on ${due.dueOn}`;
    return `- Instalment ${due.position}: ${left}, ${when}`;
  });
  const upi = await readUpiSettings(tx);
  const firstLeft = first.amountPaise - first.paidPaise;
  const overdue = daysBetween(first.dueOn, today) > 0;
  const name = await instituteName(tx);
  return {
    to: account.student.email,
    subject: overdue
      ? `${name}: fee overdue, ${formatPaise(firstLeft)}`
      : `${name}: fee of ${formatPaise(firstLeft)} due on ${first.dueOn}`,
    text: [
      `Dear ${displayName(account.student)},`,
      "",
      `A reminder about your fees (${account.plan.name}):`,
      ...lines,
      "",
      ...(upi.upi_id
        ? [
            "Pay with UPI (opens your UPI app on a phone):",
            upiLink(upi, firstLeft, upiNote(account.student.id, first.position)),
            "",
          ]
        : []),
      `Your fees and receipts: ${config.PUBLIC_URL}/fees`,
      "",
      "If you have paid already, thank you: please tell us the UPI transaction id on that page.",
      name,
    ].join("\n"),
  };
}

/** Writes today's reminder for one account unless it had one today; returns whether it did. */
async function remindOnce(tx: Tx, accountId: number, today: string, reason: string) {
  const sent = await tx.feeReminder.findUnique({ where: { accountId_sentOn: { accountId, sentOn: today } } });
  if (sent) return false;
  const mail = await reminderMail(tx, accountId, today);
  if (!mail) return false;
  await tx.feeReminder.create({ data: { accountId, sentOn: today, reason } });
  await queueMail(tx, mail);
  return true;
}

/** Queues the reminders due on the institute's day at `now`; running it again that day queues nothing more. */
export async function queueFeeReminders(now = new Date()) {
  const today = todayAt(now);
  const dueDays = REMINDER_DAYS.map((offset) => addDays(today, -offset));
  const dues = await db.feeDue.findMany({
    where: {
      dueOn: { in: dueDays },
      paidPaise: { lt: db.feeDue.fields.amountPaise },
      account: { reminders: { none: { sentOn: today } } },
    },
    select: { accountId: true, dueOn: true },
    distinct: ["accountId"],
  });
  let queued = 0;
  for (const due of dues) {
    const reason = due.dueOn > today ? "before" : "overdue";
    if (await inTransaction((tx) => remindOnce(tx, due.accountId, today, reason))) queued += 1;
  }
  return queued;
}

/** The teacher's 'Send reminder now' on a student's fee account (counts as that day's one reminder). */
export async function sendReminderNow(actor: Actor, studentId: number, now = new Date()) {
  assertTeacher(actor);
  const today = todayAt(now);
  const sent = await inTransaction(async (tx) => {
    const account = await tx.feeAccount.findUnique({ where: { studentId }, select: { id: true } });
    if (!account) throw conflict("That student is not on a fee plan.");
    return remindOnce(tx, account.id, today, "now");
  });
  if (!sent) throw conflict("No reminder sent: nothing is due, or a reminder already went today.");
  return { message: "Reminder sent" };
}
