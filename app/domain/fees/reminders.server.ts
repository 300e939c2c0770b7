import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import { INTL_LOCALES } from "~/i18n/languages";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict } from "../core/errors.server";
import { formatIsoDay } from "../core/format.server";
import { now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { dayFrom } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { recipientsOfStudent } from "../messages/recipients.server";
import { type Language, type MessageContent, queueMessages } from "../messages/send.server";
import { instituteName } from "../site/settings.server";
import { addDays, daysBetween, todayAt } from "./financial-days.server";
import { formatPaise } from "./money";
import { readUpiSettings, upiLink, upiNote } from "./upi.server";

/**
 * Fee reminders: 3 days before an instalment falls due and on the 1st, 7th and 14th day it is overdue,
 * at most one a day per student (a FeeReminder row per student and day, written in the messages' transaction),
 * none once it is paid; to the student and their guardians, by mail and the WhatsApp outbox, each in their language
 * (the families' queueMessages). The scheduled job sends a day's reminders once, from REMINDER_HOUR at the
 * institute; 'Send reminder now' sends one at once.
 */

/** Days from the due date on which a reminder goes: before it (negative) and overdue. */
export const REMINDER_DAYS = [-3, 1, 7, 14];

/** The hour of the institute's day from which that day's reminders go out (not in the night). */
export const REMINDER_HOUR = 9;

type Tx = Prisma.TransactionClient;

/**
 * The reminder about one student's account, in each reader's language: every unpaid instalment due by the day,
 * and 'Pay with UPI' for the oldest. Null when nothing is unpaid.
 */
async function reminderContent(tx: Tx, accountId: number, today: string) {
  const account = await tx.feeAccount.findUniqueOrThrow({
    where: { id: accountId },
    include: {
      student: { select: { id: true, firstName: true, lastName: true } },
      plan: { select: { name: true } },
      dues: { where: { paidPaise: { lt: tx.feeDue.fields.amountPaise } }, orderBy: { position: "asc" } },
    },
  });
  const first = account.dues[0];
  if (!first) return null;
  const upi = await readUpiSettings(tx);
  const firstLeft = first.amountPaise - first.paidPaise;
  const overdue = daysBetween(first.dueOn, today) > 0;
  const institute = await instituteName(tx);
  const student = displayName(account.student);
  const payLink = upi.upi_id ? upiLink(upi, firstLeft, upiNote(account.student.id, first.position)) : null;
  // A guardian's reminder leads to their own page (`familyLink`), where the fees are; a student's to their sign-in.
  return (language: Language, familyLink: string | null): MessageContent => {
    const t = translatorFor(language, "fees");
    const money = (paise: number) => formatPaise(paise, INTL_LOCALES[language]);
    const lines = account.dues.map((due) => {
      const late = daysBetween(due.dueOn, today);
      const values = { position: due.position, amount: money(due.amountPaise - due.paidPaise) };
      return late > 0
        ? t("- Instalment {{position}}: {{amount}}, overdue by {{count}} days", { ...values, count: late })
        : t("- Instalment {{position}}: {{amount}}, due on {{day}}", {
            ...values,
            day: formatIsoDay(due.dueOn, language),
          });
    });
    const amount = money(firstLeft);
    return {
      subject: overdue
        ? t("{{institute}}: fee overdue, {{amount}}", { institute, amount })
        : t("{{institute}}: fee of {{amount}} due on {{day}}", {
            institute,
            amount,
            day: formatIsoDay(first.dueOn, language),
          }),
      text: [
        t("A reminder about the fees of {{student}} ({{plan}}):", { student, plan: account.plan.name }),
        ...lines,
        "",
        ...(payLink ? [t("Pay with UPI (opens a UPI app on a phone):"), payLink, ""] : []),
        t("Fees and receipts: {{link}}", { link: familyLink ?? `${config.PUBLIC_URL}/fees` }),
        t("Paid already? Thank you: the student can give the UPI transaction id on that page."),
        institute,
      ].join("\n"),
      variables: { amount, due: formatIsoDay(first.dueOn, language), link: `${config.PUBLIC_URL}/fees` },
    };
  };
}

/** Writes today's reminder for one account unless it had one today; returns whether it did. */
async function remindOnce(tx: Tx, accountId: number, today: string, reason: string) {
  const sent = await tx.feeReminder.findUnique({ where: { accountId_sentOn: { accountId, sentOn: today } } });
  if (sent) return false;
  const content = await reminderContent(tx, accountId, today);
  if (!content) return false;
  await tx.feeReminder.create({ data: { accountId, sentOn: today, reason } });
  const { studentId } = await tx.feeAccount.findUniqueOrThrow({
    where: { id: accountId },
    select: { studentId: true },
  });
  await queueMessages(tx, { to: await recipientsOfStudent(tx, studentId), kind: "fee-reminder", content });
  return true;
}

/** Queues the reminders due on the institute's day `today` in the caller's transaction; again that day, none. */
export async function queueFeeReminders(tx: Tx, today: string) {
  const dueDays = REMINDER_DAYS.map((offset) => addDays(today, -offset));
  const dues = await tx.feeDue.findMany({
    where: {
      dueOn: { in: dueDays },
      paidPaise: { lt: tx.feeDue.fields.amountPaise },
      account: { reminders: { none: { sentOn: today } } },
    },
    select: { accountId: true, dueOn: true },
    distinct: ["accountId"],
  });
  let queued = 0;
  for (const due of dues) {
    const reason = due.dueOn > today ? "before" : "overdue";
    if (await remindOnce(tx, due.accountId, today, reason)) queued += 1;
  }
  return queued;
}

/** Each day at the institute, from REMINDER_HOUR, that day's reminders, once. */
export const feeReminderJob: Job = {
  name: "fee-reminders",
  everyMs: 60_000,
  occasionAt: dayFrom(REMINDER_HOUR, config.INSTITUTE_TIMEZONE),
  work: (tx, { occasion }) => queueFeeReminders(tx, occasion),
};

/** The teacher's 'Send reminder now' on a student's fee account (counts as that day's one reminder). */
export async function sendReminderNow(actor: Actor, studentId: number, at = now()) {
  assertTeacher(actor);
  const today = todayAt(at);
  const sent = await inTransaction(async (tx) => {
    const account = await tx.feeAccount.findUnique({ where: { studentId }, select: { id: true } });
    if (!account) throw conflict("That student is not on a fee plan.");
    return remindOnce(tx, account.id, today, "now");
  });
  if (!sent) throw conflict("No reminder sent: nothing is due, or a reminder already went today.");
  return { message: "Reminder sent" };
}
