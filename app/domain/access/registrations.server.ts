import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { readOnce } from "../core/read-once.server";
import { type Actor, displayName } from "./actor";
import { assertTeacher } from "./guards.server";

/*
 * A student's registrations: the subjects they take, each permitted by the teacher or still waiting. Who sees
 * what because of them is the rule in rules.server.ts; these are the rows themselves, written and listed here
 * so that no other module reads the table around the rule.
 */

/** The registrations a new account starts with (nested in `user.create`): waiting, unless `permitted`. */
export const newRegistrations = (subjectIds: number[], permitted = false) =>
  ({ create: subjectIds.map((subjectId) => ({ subjectId, permitted })) }) satisfies Prisma.UserCreateInput["access"];

/** Registers a student for more subjects; a subject they already take fails as a unique violation. */
export async function register(
  studentId: number,
  subjectIds: number[],
  permitted = false,
  client: Prisma.TransactionClient = db,
) {
  await client.subjectAccess.createMany({ data: subjectIds.map((subjectId) => ({ studentId, subjectId, permitted })) });
}

/** Ends every registration of a student (a move to another batch); their results stay with them. */
export async function endRegistrations(studentId: number, client: Prisma.TransactionClient = db) {
  await client.subjectAccess.deleteMany({ where: { studentId } });
}

/** The subjects a student is registered for, with whether the teacher has permitted each, in subject order. */
export const registeredSubjects = (studentId: number) =>
  readOnce(`subjects registered by ${studentId}`, async () => {
    const rows = await db.subjectAccess.findMany({
      where: { studentId },
      orderBy: { subjectId: "asc" },
      select: { permitted: true, subject: { select: { id: true, name: true } } },
    });
    return rows.map(({ permitted, subject }) => ({ ...subject, permitted }));
  });

/** How many rows a student's registrations span: none means they have not chosen subjects yet. */
export const registrationCount = (studentId: number) => db.subjectAccess.count({ where: { studentId } });

/** The subjects a student is registered for, permitted or not, by id (an import adds only the ones missing). */
export async function registeredSubjectIds(studentId: number, client: Prisma.TransactionClient = db) {
  const rows = await client.subjectAccess.findMany({ where: { studentId }, select: { subjectId: true } });
  return new Set(rows.map((row) => row.subjectId));
}

/** Every registration as "subjectId:studentId", for an import checking a file's marks against them at once. */
export async function everyRegistration(client: Prisma.TransactionClient = db) {
  const rows = await client.subjectAccess.findMany({ select: { studentId: true, subjectId: true } });
  return new Set(rows.map((row) => `${row.subjectId}:${row.studentId}`));
}

/** The names of the subjects each student is permitted, by student id (the export's students sheet). */
export async function permittedSubjectNames(client: Prisma.TransactionClient = db) {
  const rows = await client.subjectAccess.findMany({
    where: { permitted: true },
    orderBy: { subjectId: "asc" },
    select: { studentId: true, subject: { select: { name: true } } },
  });
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.studentId, [...(names.get(row.studentId) ?? []), row.subject.name]);
  return names;
}

/** How many subjects, and names per subject, the 'Waiting for access' list shows at once. */
const WAITING_SHOWN = { subjects: 20, names: 10 };

/**
 * Subjects with students who registered but are not permitted yet: the teacher's to-do list. Bounded:
 * the oldest 20 subjects, 10 names each with how many more wait; permitting them brings up the next.
 */
export async function listWaitingForAccess(actor: Actor) {
  assertTeacher(actor);
  const waiting = { permitted: false };
  const where = { access: { some: waiting } };
  const [total, subjects] = await Promise.all([
    db.subject.count({ where }),
    db.subject.findMany({
      where,
      orderBy: [{ batchId: "asc" }, { id: "asc" }],
      take: WAITING_SHOWN.subjects,
      select: {
        id: true,
        name: true,
        batch: { select: { name: true } },
        _count: { select: { access: { where: waiting } } },
        access: {
          where: waiting,
          orderBy: { createdAt: "asc" },
          take: WAITING_SHOWN.names,
          select: { student: { select: { id: true, firstName: true, lastName: true } } },
        },
      },
    }),
  ]);
  return {
    total,
    subjects: subjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      batchName: subject.batch.name,
      students: subject.access.map(({ student }) => ({ id: student.id, name: displayName(student) })),
      more: subject._count.access - subject.access.length,
    })),
  };
}
