import { db } from "~/db.server";
import { type Actor, displayName, type User } from "../access/actor";
import { attendanceOf } from "../attendance/reports.server";
import { notFound } from "../core/errors.server";
import { guardianOfLink } from "../families/family-link.server";
import { wholeReportCard } from "../marks/report-card.server";
import { remarksOf } from "./remarks.server";
import { NO_SUCH_STUDENT, studentForCard } from "./whose-card.server";

/**
 * One student's whole report card: every published test of every subject as their own results screen shows it
 * (the marks' one domain function, read as the student), their attendance percentage (the attendance domain's),
 * and the teacher's remarks. The same values make the page, the PDF and a batch's run.
 */
export async function reportCardOf(student: User) {
  const [card, attendance, remarks] = await Promise.all([
    wholeReportCard(student),
    attendanceOf(student.id),
    remarksOf(student.id),
  ]);
  return {
    student: { id: student.id, name: displayName(student), batchName: card.batchName, rollNo: card.rollNo },
    subjects: card.subjects,
    overall: card.overall,
    attendance: { classes: attendance.classes, attended: attendance.attended, percent: attendance.percent },
    remarks,
  };
}
export type ReportCard = Awaited<ReturnType<typeof reportCardOf>>;

/** A student's report card for a teacher, or for the student themself; another student's is "not found". */
export async function studentReportCard(actor: Actor, studentId: number) {
  return reportCardOf(await studentForCard(actor, studentId));
}

/** The student as a report card reads them, by id (a batch's run, a parent's link). */
export async function studentForReport(studentId: number): Promise<User> {
  const row = await db.user.findFirst({
    where: { id: studentId, role: "student" },
    select: { id: true, email: true, firstName: true, lastName: true, batchId: true },
  });
  if (!row) throw notFound(NO_SUCH_STUDENT);
  return { ...row, role: "student" };
}

/** The report card of the one student whose parent link this is (made-up: not found; revoked: gone). */
export async function familyReportCard(token: string) {
  const { studentId } = await guardianOfLink(token);
  return reportCardOf(await studentForReport(studentId));
}
