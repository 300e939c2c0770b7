import { db } from "~/db.server";
import type { User } from "../access/actor";
import { displayName } from "../access/actor";
import { withSeenOf } from "../announcements/announcement-seen.server";
import { announcementsOfStudent } from "../announcements/announcements.server";
import { attendanceOf } from "../attendance/reports.server";
import { gone, notFound } from "../core/errors.server";
import { familyFees } from "../fees/family.server";
import { wholeReportCard } from "../marks/report-card.server";
import { getTestResult } from "../marks/statistics.server";
import { listStudentTests } from "../marks/student-tests.server";
import { LINK_NOT_VALID } from "./family-link.server";
import { messageChoicesOf } from "./message-choices.server";
import { openParentLink } from "./parent-links.server";

/**
 * The parent's page behind /family/{token}: what the student sees of themselves (published results with rank
 * and class average, the report card) and their announcements, read through the student's own rules so that
 * nothing of another student can appear; the guardian's own 'Seen' under those that ask, and the messages they get. A made-up token is "not found", a revoked one "gone"; both say the
 * same words. Every opening is recorded.
 */
export async function familyPage(token: string, announcementsPage = 1) {
  const opened = await openParentLink(token);
  if (opened.state === "unknown") throw notFound(LINK_NOT_VALID);
  if (opened.state === "revoked") throw gone(LINK_NOT_VALID);
  const row = await db.user.findUniqueOrThrow({
    where: { id: opened.studentId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      batchId: true,
      batch: { select: { name: true } },
    },
  });
  const student: User = { ...row, role: "student" };
  const listed = student.batchId ? (await listStudentTests(student, student.batchId)).tests : [];
  const tests = listed.filter((test) => test.published && test.entered);
  const results = await Promise.all(tests.map((test) => getTestResult(student, test.id)));
  const reportCard = await wholeReportCard(student);
  const announcements = await announcementsOfStudent(student, announcementsPage);
  return {
    student: { name: displayName(student), batchName: row.batch?.name ?? "" },
    guardianName: opened.guardianName,
    results: results.map((result, index) => ({ ...result, subjectName: tests[index]?.subjectName ?? "" })),
    reportCard,
    announcements: {
      ...announcements,
      announcements: await withSeenOf(db, opened.guardianId, announcements.announcements),
    },
    messages: await messageChoicesOf(db, opened.guardianId),
    fees: await familyFees(student),
    attendance: await attendanceOf(student.id),
  };
}
