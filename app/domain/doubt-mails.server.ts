import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { STORED_ROLE } from "./actor";
import { type CalendarDoubt, calendarAttachment } from "./calendar.server";
import { type Mail, queueMail } from "./mail/outbox.server";
import { instituteName } from "./site/settings.server";
import { describeInstant } from "./time.server";

/** A booking as its mails need it: the calendar's fields, who booked, and the week it belongs to. */
export type MailDoubt = CalendarDoubt & { userEmail: string; declineMessage: string; slot: { weekId: number } };

type Tx = Prisma.TransactionClient;

const when = (doubt: MailDoubt) => {
  const start = describeInstant(doubt.startsAt, config.INSTITUTE_TIMEZONE);
  return { ...start, line: `${start.date}, ${start.time} (${start.zone})`, short: `${start.date} at ${start.time}` };
};

const thanksUrl = (doubt: MailDoubt) => `${config.PUBLIC_URL}/thanks/${doubt.id}`;
const weekUrl = (doubt: MailDoubt) => `${config.PUBLIC_URL}/teacher/week/${doubt.slot.weekId}`;
const lines = (...parts: string[]) => `${parts.join("\n")}\n`;

/**
 * What the visitor's mails say about the session. Never the visitor's own doubt text: these mails go to
 * whatever address was typed, from the institute's, and must not carry a stranger's words to it (issue
 * 19). The text is on the request's page (/thanks), which every mail links to.
 */
const sessionFacts = (doubt: MailDoubt) => [`When: ${when(doubt).line}`, `Class: ${doubt.doubtClass}`];

const joinLines = (doubt: { meeting: { joinUrl: string } }) => ["", "Join meeting:", doubt.meeting.joinUrl, ""];

/** A note to the teachers about one request, with the link to its week. */
const teacherNote = (doubt: MailDoubt, opening: string, linkLabel: string) =>
  lines(opening, "", ...sessionFacts(doubt), `Doubt: ${doubt.doubtType}`, "", linkLabel, weekUrl(doubt));

/** Mails every teacher at their own address. */
async function queueForTeachers(tx: Tx, mail: Omit<Mail, "to">) {
  const teachers = await tx.user.findMany({ where: { role: STORED_ROLE.teacher }, select: { email: true } });
  for (const teacher of teachers) await queueMail(tx, { ...mail, to: teacher.email });
}

/** A new booking: the visitor gets its details and calendar file, every teacher a note to look at it. */
export async function queueBookingMails(tx: Tx, doubt: MailDoubt) {
  const name = await instituteName(tx);
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: `Doubt session requested: ${when(doubt).short}`,
    text: lines(
      `Thank you for booking a doubt session with ${name}.`,
      "",
      ...sessionFacts(doubt),
      "Status: Approval Pending",
      "",
      "We will mail you the meeting link once the teacher accepts. See your request, or cancel it, here:",
      thanksUrl(doubt),
    ),
    attachments: [calendarAttachment(doubt, name)],
  });
  await queueForTeachers(tx, {
    subject: `New doubt session request: ${when(doubt).short}`,
    text: teacherNote(
      doubt,
      `${doubt.userEmail} asked for a doubt session.`,
      "Accept or decline it on the week's page:",
    ),
  });
}

/** The teacher accepted: the visitor gets the join link and the calendar file with it. */
export async function queueAcceptedMail(tx: Tx, doubt: MailDoubt & { meeting: { joinUrl: string } }) {
  const name = await instituteName(tx);
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: `Doubt session confirmed: ${when(doubt).short}`,
    text: lines(
      `The teacher at ${name} accepted your doubt session.`,
      "",
      ...sessionFacts(doubt),
      ...joinLines(doubt),
      "The attached calendar file now carries the link. Your request, to cancel it if you cannot come:",
      thanksUrl(doubt),
    ),
    attachments: [calendarAttachment(doubt, name)],
  });
}

/** The teacher declined: the visitor hears so, with the teacher's message, and the slot is free again. */
export async function queueDeclinedMail(tx: Tx, doubt: MailDoubt) {
  const name = await instituteName(tx);
  const message = doubt.declineMessage ? ["", "Message from the teacher:", doubt.declineMessage] : [];
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: `Doubt session declined: ${when(doubt).short}`,
    text: lines(
      `The teacher at ${name} could not take your doubt session.`,
      "",
      ...sessionFacts(doubt),
      ...message,
      "",
      "You are welcome to book another time:",
      `${config.PUBLIC_URL}/slot`,
    ),
    attachments: [calendarAttachment(doubt, name)],
  });
}

/** The visitor cancelled: every teacher hears so. */
export async function queueCancelledMails(tx: Tx, doubt: MailDoubt) {
  await queueForTeachers(tx, {
    subject: `Doubt session cancelled: ${when(doubt).short}`,
    text: teacherNote(
      doubt,
      `${doubt.userEmail} cancelled their doubt session. The slot is free to book again.`,
      "The week's page:",
    ),
  });
}

/** About two hours before an accepted session. */
export async function queueReminderMail(tx: Tx, doubt: MailDoubt & { meeting: { joinUrl: string } }) {
  const name = await instituteName(tx);
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: `Reminder: doubt session at ${when(doubt).time} (${when(doubt).zone})`,
    text: lines(
      `Your doubt session with ${name} starts soon.`,
      "",
      ...sessionFacts(doubt),
      ...joinLines(doubt),
      "If you cannot come, please cancel so that someone else can have the time:",
      thanksUrl(doubt),
    ),
  });
}

/** What the mails read from a doubt request. */
export const mailDoubtInclude = {
  meeting: { select: { joinUrl: true } },
  slot: { select: { weekId: true } },
} as const;
