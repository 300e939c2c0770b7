import { config } from "~/config.server";
import { classShown } from "~/domain/doubts/class-shown";
import type { Prisma } from "~/generated/prisma/client";
import { STORED_ROLE } from "../access/actor";
import { describeInstant } from "../core/time.server";
import { type Mail, queueMail } from "../mail/outbox.server";
import { type MailWords, mailWords } from "../mail/recipient-words.server";
import { instituteName } from "../site/settings.server";
import { type CalendarDoubt, calendarAttachment } from "./calendar-file.server";

/** A booking as its mails need it: the calendar's fields, who booked, in which language, and its week. */
export type MailDoubt = CalendarDoubt & {
  userEmail: string;
  declineMessage: string;
  language: string;
  slot: { weekId: number };
};

type Tx = Prisma.TransactionClient;

const when = (doubt: MailDoubt, { t, language }: MailWords) => {
  const start = describeInstant(doubt.startsAt, config.INSTITUTE_TIMEZONE, language);
  return {
    ...start,
    line: `${start.date}, ${start.time} (${start.zone})`,
    short: t("{{date}} at {{time}}", { date: start.date, time: start.time }),
  };
};

const thanksUrl = (doubt: MailDoubt) => `${config.PUBLIC_URL}/thanks/${doubt.id}`;
const weekUrl = (doubt: MailDoubt) => `${config.PUBLIC_URL}/teacher/week/${doubt.slot.weekId}`;
const lines = (...parts: string[]) => `${parts.join("\n")}\n`;

/**
 * What the visitor's mails say about the session. Never the visitor's own doubt text: these mails go to
 * whatever address was typed, from the institute's, and must not carry a stranger's words to it (issue
 * 19). The text is on the request's page (/thanks), which every mail links to.
 */
const sessionFacts = (doubt: MailDoubt, words: MailWords) => [
  words.t("When: {{when}}", { when: when(doubt, words).line }),
  words.t("Class: {{class}}", { class: classShown(words.t, doubt.doubtClass) }),
];

const joinLines = (doubt: { meeting: { joinUrl: string } }, { t }: MailWords) => [
  "",
  t("Join meeting:"),
  doubt.meeting.joinUrl,
  "",
];

/** A note to the teachers about one request, with the link to its week. */
const teacherNote = (doubt: MailDoubt, words: MailWords, opening: string, linkLabel: string) =>
  lines(
    opening,
    "",
    ...sessionFacts(doubt, words),
    words.t("Doubt: {{doubt}}", { doubt: doubt.doubtType }),
    "",
    linkLabel,
    weekUrl(doubt),
  );

/** Mails every teacher at their own address, in the language of their account. */
async function queueForTeachers(tx: Tx, mailIn: (words: MailWords) => Omit<Mail, "to">) {
  const teachers = await tx.user.findMany({
    where: { role: STORED_ROLE.teacher },
    select: { email: true, language: true },
  });
  for (const teacher of teachers) await queueMail(tx, { ...mailIn(mailWords(teacher.language)), to: teacher.email });
}

/** A new booking: the visitor gets its details and calendar file, every teacher a note to look at it. */
export async function queueBookingMails(tx: Tx, doubt: MailDoubt) {
  const name = await instituteName(tx);
  const words = mailWords(doubt.language);
  const { t } = words;
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: t("Doubt session requested: {{when}}", { when: when(doubt, words).short }),
    text: lines(
      t("Thank you for booking a doubt session with {{name}}.", { name }),
      "",
      ...sessionFacts(doubt, words),
      t("Status: Approval Pending"),
      "",
      t("We will mail you the meeting link once the teacher accepts. See your request, or cancel it, here:"),
      thanksUrl(doubt),
    ),
    attachments: [await calendarAttachment(doubt, name)],
  });
  await queueForTeachers(tx, (teacher) => ({
    subject: teacher.t("New doubt session request: {{when}}", { when: when(doubt, teacher).short }),
    text: teacherNote(
      doubt,
      teacher,
      teacher.t("{{email}} asked for a doubt session.", { email: doubt.userEmail }),
      teacher.t("Accept or decline it on the week's page:"),
    ),
  }));
}

/** The teacher accepted: the visitor gets the join link and the calendar file with it. */
export async function queueAcceptedMail(tx: Tx, doubt: MailDoubt & { meeting: { joinUrl: string } }) {
  const name = await instituteName(tx);
  const words = mailWords(doubt.language);
  const { t } = words;
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: t("Doubt session confirmed: {{when}}", { when: when(doubt, words).short }),
    text: lines(
      t("The teacher at {{name}} accepted your doubt session.", { name }),
      "",
      ...sessionFacts(doubt, words),
      ...joinLines(doubt, words),
      t("The attached calendar file now carries the link. Your request, to cancel it if you cannot come:"),
      thanksUrl(doubt),
    ),
    attachments: [await calendarAttachment(doubt, name)],
  });
}

/** The teacher declined: the visitor hears so, with the teacher's message, and the slot is free again. */
export async function queueDeclinedMail(tx: Tx, doubt: MailDoubt) {
  const name = await instituteName(tx);
  const words = mailWords(doubt.language);
  const { t } = words;
  const message = doubt.declineMessage ? ["", t("Message from the teacher:"), doubt.declineMessage] : [];
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: t("Doubt session declined: {{when}}", { when: when(doubt, words).short }),
    text: lines(
      t("The teacher at {{name}} could not take your doubt session.", { name }),
      "",
      ...sessionFacts(doubt, words),
      ...message,
      "",
      t("You are welcome to book another time:"),
      `${config.PUBLIC_URL}/slot`,
    ),
    attachments: [await calendarAttachment(doubt, name)],
  });
}

/** The visitor cancelled: every teacher hears so. */
export async function queueCancelledMails(tx: Tx, doubt: MailDoubt) {
  await queueForTeachers(tx, (teacher) => ({
    subject: teacher.t("Doubt session cancelled: {{when}}", { when: when(doubt, teacher).short }),
    text: teacherNote(
      doubt,
      teacher,
      teacher.t("{{email}} cancelled their doubt session. The slot is free to book again.", { email: doubt.userEmail }),
      teacher.t("The week's page:"),
    ),
  }));
}

/** About two hours before an accepted session. */
export async function queueReminderMail(tx: Tx, doubt: MailDoubt & { meeting: { joinUrl: string } }) {
  const name = await instituteName(tx);
  const words = mailWords(doubt.language);
  const { t } = words;
  const start = when(doubt, words);
  await queueMail(tx, {
    to: doubt.userEmail,
    subject: t("Reminder: doubt session at {{time}} ({{zone}})", { time: start.time, zone: start.zone }),
    text: lines(
      t("Your doubt session with {{name}} starts soon.", { name }),
      "",
      ...sessionFacts(doubt, words),
      ...joinLines(doubt, words),
      t("If you cannot come, please cancel so that someone else can have the time:"),
      thanksUrl(doubt),
    ),
  });
}

/** What the mails read from a doubt request. */
export const mailDoubtInclude = {
  meeting: { select: { joinUrl: true } },
  slot: { select: { weekId: true } },
} as const;
