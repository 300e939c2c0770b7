import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import { formatIsoDay } from "../core/format.server";
import { recipientsOfStudents } from "../messages/recipients.server";
import { cancelMessages, queueMessages } from "../messages/send.server";
import type { TimetableClass } from "../timetable/class-rows";
import { today } from "../timetable/classes.server";
import type { AttendanceStatus } from "./statuses";

/** An absence alert waits this long in the outbox, so a register corrected in time sends nothing. */
export const ALERT_WAIT_MINUTES = 30;
const ALERT_WAIT_MS = ALERT_WAIT_MINUTES * 60_000;

export type MarkChange = { studentId: number; old: string | null; now: AttendanceStatus };

const alertKey = (classId: number, date: string, studentId: number) => `absence:${classId}:${date}:${studentId}`;

/**
 * After a register is saved: each student newly marked absent has an alert queued to their guardians (mail and
 * WhatsApp, in each guardian's language), sent 30 minutes later; a student no longer absent has theirs cancelled
 * while it still waits. Runs in the register's transaction, so an alert exists exactly when the mark does.
 * Returns how many of the newly absent students have someone to tell.
 */
export async function absenceAlerts(
  tx: Prisma.TransactionClient,
  item: TimetableClass,
  date: string,
  changes: MarkChange[],
  now = new Date(),
) {
  const absent = changes.filter((change) => change.now === "absent" && change.old !== "absent");
  for (const change of changes.filter((change) => change.old === "absent" && change.now !== "absent"))
    await cancelMessages(tx, alertKey(item.id, date, change.studentId));
  if (absent.length === 0) return 0;
  const families = await recipientsOfStudents(
    tx,
    absent.map((change) => change.studentId),
    { guardians: true },
  );
  const names = new Map(
    (
      await tx.user.findMany({
        where: { id: { in: absent.map((change) => change.studentId) } },
        select: { id: true, firstName: true, lastName: true },
      })
    ).map((student) => [student.id, `${student.firstName} ${student.lastName}`.trim()]),
  );
  const onToday = date === today(now);
  let told = 0;
  for (const change of absent) {
    const to = families.get(change.studentId) ?? [];
    if (to.length === 0) continue;
    told++;
    await queueMessages(tx, {
      to,
      notBefore: new Date(now.getTime() + ALERT_WAIT_MS),
      cancelKey: alertKey(item.id, date, change.studentId),
      kind: "absence",
      content: (language) => {
        const t = translatorFor(language, "classroom");
        const values = {
          name: names.get(change.studentId) ?? "",
          subject: item.subjectName,
          date: formatIsoDay(date, language),
          time: item.startTime,
        };
        const text = onToday
          ? t("{{name}} was absent from {{subject}} today ({{date}}, {{time}})", values)
          : t("{{name}} was absent from {{subject}} on {{date}} ({{time}})", values);
        const variables = { subject: values.subject, date: values.date, time: values.time };
        return { subject: t("Absent: {{name}}", values), text, short: text, variables };
      },
    });
  }
  return told;
}
