import type { Prisma } from "~/generated/prisma/client";
import { displayName } from "../access/actor";
import { LANGUAGES, type Language, type Recipient } from "./send.server";

export type Audience = { student?: boolean; guardians?: boolean };

/** A stored language, or English for anything the site does not speak. */
export const languageOf = (stored: string | null): Language =>
  LANGUAGES.includes(stored as Language) ? (stored as Language) : "en";

const STUDENTS_PER_QUERY = 400;

const studentsWithGuardians = (tx: Prisma.TransactionClient, studentIds: readonly number[]) =>
  tx.user.findMany({
    where: { id: { in: [...studentIds] }, role: "student" },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      mobile: true,
      language: true,
      batch: { select: { id: true, name: true } },
      guardians: {
        orderBy: { id: "asc" },
        select: { id: true, name: true, email: true, mobile: true, language: true },
      },
    },
  });

/**
 * The people a message about students reaches: each student (their e-mail, and their mobile number when they
 * gave one on 'My details') and/or each student's guardians, in the order of `studentIds`, each with the student's
 * name and batch (which the message names). Guardians are named
 * with their student's name, e.g. "Asha Verma (Ravi Verma)", so the teacher's WhatsApp outbox says whose family
 * it is. Unknown ids are skipped.
 */
export async function recipientsOfStudents(
  tx: Prisma.TransactionClient,
  studentIds: readonly number[],
  audience: Audience = { student: true, guardians: true },
): Promise<Map<number, Recipient[]>> {
  const students = [];
  // SQLite takes at most 999 parameters in a query, and Prisma reads the guardians with one per student:
  // a batch of a thousand students is read a few hundred at a time.
  for (let start = 0; start < studentIds.length; start += STUDENTS_PER_QUERY)
    students.push(...(await studentsWithGuardians(tx, studentIds.slice(start, start + STUDENTS_PER_QUERY))));
  const byId = new Map<number, Recipient[]>();
  for (const student of students) {
    const studentName = displayName(student);
    const people: Recipient[] = [];
    const about = { studentName, batch: student.batch };
    if (audience.student)
      people.push({
        name: studentName,
        email: student.email,
        mobile: student.mobile,
        language: languageOf(student.language),
        ...about,
      });
    if (audience.guardians) {
      for (const guardian of student.guardians) {
        people.push({
          name: `${guardian.name} (${studentName})`,
          email: guardian.email,
          mobile: guardian.mobile,
          language: languageOf(guardian.language),
          guardianId: guardian.id,
          ...about,
        });
      }
    }
    byId.set(student.id, people);
  }
  return byId;
}

/** One student and/or their guardians; empty for an unknown id. */
export async function recipientsOfStudent(tx: Prisma.TransactionClient, studentId: number, audience?: Audience) {
  return (await recipientsOfStudents(tx, [studentId], audience)).get(studentId) ?? [];
}
