import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { OPEN_STAGES } from "~/schemas/admissions";
import { STORED_ROLE } from "../access/actor";
import { dayFrom } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { languageOf } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import { followUpDigest } from "./enquiry-words.server";

/** The morning's list goes out once the institute's day has begun. */
export const DIGEST_HOUR = 8;

/**
 * One mail to each teacher handling open enquiries whose follow-up is due on `day` or overdue (the owner gets the
 * unassigned ones), listing them; a teacher with nothing due gets nothing. Returns how many mails were queued.
 */
export async function queueFollowUpDigests(tx: Prisma.TransactionClient, day: string) {
  const due = await tx.enquiry.findMany({
    where: { stage: { in: [...OPEN_STAGES] }, followUpOn: { lte: day } },
    orderBy: [{ followUpOn: "asc" }, { id: "asc" }],
    select: { id: true, name: true, mobile: true, followUpOn: true, handledById: true },
  });
  if (due.length === 0) return 0;
  // The owner is the first teacher (as the Teachers page has it); read in this transaction, as everything here.
  const owner = (
    await tx.user.findFirst({ where: { role: STORED_ROLE.teacher }, orderBy: { id: "asc" }, select: { id: true } })
  )?.id;
  const byTeacher = new Map<number, typeof due>();
  for (const enquiry of due) {
    const teacherId = enquiry.handledById ?? owner;
    if (teacherId === undefined) continue;
    byTeacher.set(teacherId, [...(byTeacher.get(teacherId) ?? []), enquiry]);
  }
  const teachers = await tx.user.findMany({
    where: { id: { in: [...byTeacher.keys()] }, role: STORED_ROLE.teacher },
    select: { id: true, email: true, firstName: true, lastName: true, language: true },
  });
  for (const teacher of teachers) {
    const list = byTeacher.get(teacher.id) ?? [];
    const today = list.filter((enquiry) => enquiry.followUpOn === day);
    const overdue = list.filter((enquiry) => enquiry.followUpOn !== day);
    await queueMessages(tx, {
      to: [{ name: teacher.firstName, email: teacher.email, mobile: null, language: languageOf(teacher.language) }],
      channels: ["email"],
      content: (language) => followUpDigest(language, config.PUBLIC_URL, { today, overdue }),
    });
  }
  return teachers.length;
}

/** Each institute day from DIGEST_HOUR, the day's follow-ups, once. */
export const enquiryFollowUpJob: Job = {
  name: "enquiry-follow-ups",
  everyMs: 60_000,
  occasionAt: dayFrom(DIGEST_HOUR, config.INSTITUTE_TIMEZONE),
  work: (tx, { occasion }) => queueFollowUpDigests(tx, occasion),
};
