import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestLanguage } from "~/i18n/request-language.server";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { whatEachStudentSees } from "../access/rules.server";
import { notFound } from "../core/errors.server";
import { formatDateTime, formatDay } from "../core/format.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { guardianOfLink } from "../families/family-link.server";
import { NOT_FOUND, seenByStudent, studentsReached } from "./audience.server";

/*
 * 'Seen': an announcement may ask families to confirm it on their page. A family is a student the announcement
 * reaches (those who see it on their dashboard); it has seen the announcement once any of its guardians pressed
 * 'Seen'.
 */

type Audience = { id: number; audience: string; batchId: number | null; subjectId: number | null };

/**
 * How many families each announcement that asks for 'Seen' reaches, and how many of them saw it (one that does not
 * ask has no entry). The same few statements for a whole page of announcements, none when none asks.
 */
export async function seenCounts(announcements: (Audience & { askSeen: boolean })[]) {
  const asking = announcements.filter((announcement) => announcement.askSeen);
  const counts = new Map<number, { seen: number; families: number }>();
  if (asking.length === 0) return counts;
  const everyone = await whatEachStudentSees();
  const seenRows = await db.announcementSeen.findMany({
    where: { announcementId: { in: asking.map((announcement) => announcement.id) } },
    select: { announcementId: true, guardian: { select: { studentId: true } } },
  });
  for (const announcement of asking) {
    const families = new Set(studentsReached(announcement, everyone));
    const seen = new Set(
      seenRows
        .filter((row) => row.announcementId === announcement.id && families.has(row.guardian.studentId))
        .map((row) => row.guardian.studentId),
    );
    counts.set(announcement.id, { seen: seen.size, families: families.size });
  }
  return counts;
}

/**
 * The teacher's page of who has seen an announcement: the families that have not (student, batch, guardians with
 * their mobile numbers, to call) and those that have (with who pressed 'Seen', and when).
 */
export async function whoHasSeen(actor: Actor, id: number) {
  assertTeacher(actor);
  const announcement = await db.announcement.findUnique({
    where: { id },
    select: { id: true, title: true, audience: true, batchId: true, subjectId: true, askSeen: true },
  });
  if (!announcement) throw notFound(NOT_FOUND);
  const reached = announcement.askSeen ? studentsReached(announcement, await whatEachStudentSees()) : [];
  const students = await db.user.findMany({
    where: { id: { in: reached } },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      firstName: true,
      lastName: true,
      batch: { select: { name: true } },
      guardians: {
        orderBy: { id: "asc" },
        select: {
          name: true,
          relation: true,
          mobile: true,
          seen: { where: { announcementId: id }, select: { seenAt: true } },
        },
      },
    },
  });
  const language = requestLanguage();
  const families = students.map((student) => {
    const seenAt = student.guardians
      .flatMap((guardian) => guardian.seen.map((seen) => ({ at: seen.seenAt, by: guardian.name })))
      .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
    return {
      student_id: student.id,
      student: displayName(student),
      batch: student.batch?.name ?? "",
      guardians: student.guardians.map(({ name, relation, mobile }) => ({ name, relation, mobile })),
      seen: seenAt ? { at: seenAt.at.toISOString(), when: formatDateTime(seenAt.at, language), by: seenAt.by } : null,
    };
  });
  const seen = families.filter((family) => family.seen !== null);
  return {
    announcement: { id: announcement.id, title: announcement.title, ask_seen: announcement.askSeen },
    families: families.length,
    seen_count: seen.length,
    not_seen: families.filter((family) => family.seen === null).map(({ seen: _none, ...family }) => family),
    seen,
  };
}

/**
 * 'Seen' from the parent's page, under an announcement that asks for it and reaches their student. Pressed again,
 * or the form sent twice, it stays one confirmation, with the first moment.
 */
export async function markSeen(token: string, announcementId: number) {
  const { guardianId, studentId } = await guardianOfLink(token);
  const student = await db.user.findUniqueOrThrow({ where: { id: studentId }, select: { id: true, batchId: true } });
  const announcement = await db.announcement.findFirst({
    where: { id: announcementId, askSeen: true, ...(await seenByStudent(student)) },
    select: { id: true },
  });
  if (!announcement) throw notFound(NOT_FOUND);
  try {
    await db.announcementSeen.create({ data: { announcementId, guardianId } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return { message: "Thank you: marked as seen" };
}

/** A guardian's page of announcements, each that asks for 'Seen' with the day they confirmed it (or null). */
export async function withSeenOf<Listed extends { id: number; ask_seen: boolean }>(
  client: Prisma.TransactionClient,
  guardianId: number,
  announcements: Listed[],
) {
  const asking = announcements.filter((announcement) => announcement.ask_seen).map((announcement) => announcement.id);
  const seen = asking.length
    ? await client.announcementSeen.findMany({
        where: { guardianId, announcementId: { in: asking } },
        select: { announcementId: true, seenAt: true },
      })
    : [];
  const language = requestLanguage();
  const seenOn = new Map(seen.map((row) => [row.announcementId, formatDay(row.seenAt, language)]));
  return announcements.map((announcement) => ({ ...announcement, seen_on: seenOn.get(announcement.id) ?? null }));
}
