import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import { studentsSeeingSubject } from "../access/rules.server";
import { formatIsoDay } from "../core/format.server";
import { instantOf } from "../core/time.server";
import { recipientsOfStudents } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import type { TimetableClass } from "./class-rows";

/** Families hear about a change to a class that starts within this time; later ones are on the timetable. */
const NOTICE_WINDOW_MS = 48 * 60 * 60_000;

const startOf = (date: string, time: string) => {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return instantOf(year, month, day, hour, minute, config.INSTITUTE_TIMEZONE);
};

/**
 * Tells the students who see the class's subject (the access rule) and their guardians (mail, each in their
 * language; on WhatsApp one text for the batch's group) that a class of the next 48 hours was cancelled or added.
 * Runs in the change's transaction.
 */
export async function noticeClassChange(
  tx: Prisma.TransactionClient,
  change: "cancelled" | "added",
  item: TimetableClass,
  date: string,
  reason = "",
  now = new Date(),
) {
  const starts = startOf(date, item.startTime).getTime();
  if (starts < now.getTime() || starts - now.getTime() > NOTICE_WINDOW_MS) return;
  const students = await tx.user.findMany({
    where: studentsSeeingSubject({ id: item.subjectId, batchId: item.batchId }),
    select: { id: true },
  });
  const people = await recipientsOfStudents(
    tx,
    students.map((student) => student.id),
  );
  await queueMessages(tx, {
    to: [...people.values()].flat(),
    notice: true,
    kind: "class-change",
    content: (language) => {
      const t = translatorFor(language, "classroom");
      const values = {
        subject: item.subjectName,
        date: formatIsoDay(date, language),
        time: `${item.startTime}–${item.endTime}`,
        place: item.room || t("Online"),
        reason,
      };
      const text =
        change === "added"
          ? t("Extra class: {{subject}} on {{date}}, {{time}}, {{place}}", values)
          : reason
            ? t("{{subject}} on {{date}}, {{time}} is cancelled: {{reason}}", values)
            : t("{{subject}} on {{date}}, {{time}} is cancelled", values);
      const heading = change === "added" ? t("Extra class") : t("Class cancelled");
      const variables = { subject: values.subject, date: values.date, time: values.time, change: heading };
      return { subject: heading, text, short: text, variables };
    },
  });
}
