import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import { indianMobileToE164 } from "~/schemas/mobile";
import type { StudentEdit, StudentSearch } from "~/schemas/student-directory";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { endRegistrations, register, registeredSubjects } from "../access/registrations.server";
import { endResetLinks } from "../accounts/password-reset.server";
import { releasePhotoFiles } from "../cards/photos.server";
import { requireBatchChoice } from "../catalogue/batch-choice.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { everyWordIn, readPage } from "../core/paging.server";
import { say } from "../core/say.server";
import { isUniqueViolation } from "../core/unique-violation.server";

export const STUDENTS_PER_PAGE = 50;

const studentSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  deactivatedAt: true,
  batch: { select: { id: true, name: true } },
  guardians: { orderBy: { id: "asc" }, take: 1, select: { name: true, mobile: true } },
} as const;

type StudentRecord = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  deactivatedAt: Date | null;
  batch: { id: number; name: string } | null;
  guardians: { name: string; mobile: string }[];
};

export type StudentRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  batchId: number | null;
  /** Empty when the student has no batch. */
  batchName: string;
  deactivated: boolean;
  /** The first guardian, so the teacher can call home from the list. */
  guardian: { name: string; mobile: string } | null;
};

/** A student as the directory and the API show them. */
const studentRow = (student: StudentRecord): StudentRow => ({
  id: student.id,
  firstName: student.firstName,
  lastName: student.lastName,
  email: student.email,
  batchId: student.batch?.id ?? null,
  batchName: student.batch?.name ?? "",
  deactivated: student.deactivatedAt !== null,
  guardian: student.guardians[0] ?? null,
});

/**
 * The students whose own or whose guardian's mobile number holds a search that looks like one (a whole
 * number, or at least 4 of its digits); null for a search of words.
 */
function byMobile(q: string): Prisma.UserWhereInput | null {
  const compact = q.replace(/[\s+-]/g, "");
  const digits = indianMobileToE164(q)?.slice(3) ?? (/^[0-9]{4,}$/.test(compact) ? compact : null);
  if (!digits) return null;
  return { OR: [{ mobile: { contains: digits } }, { guardians: { some: { mobile: { contains: digits } } } }] };
}

/**
 * A search finds students by name and e-mail, and a search that looks like a mobile number also by mobile:
 * digits are often part of an e-mail too (rahul1998@…).
 */
function bySearch(q: string): Prisma.UserWhereInput {
  const byWords: Prisma.UserWhereInput = { AND: everyWordIn(q, ["firstName", "lastName", "email"]) };
  const mobile = byMobile(q);
  return mobile ? { OR: [byWords, mobile] } : byWords;
}

/**
 * Every student of the institute, searched by name or e-mail and filtered by batch (one batch, or those
 * whose name has the words typed into the batch choice), 50 a page.
 */
export async function listStudents(actor: Actor, search: StudentSearch) {
  assertTeacher(actor);
  const where: Prisma.UserWhereInput = {
    role: "student",
    ...(search.batch
      ? { batchId: search.batch }
      : search.find_batch
        ? { batch: { AND: everyWordIn(search.find_batch, ["name"]) } }
        : {}),
    AND: [bySearch(search.q)],
  };
  const { rows, ...facts } = await readPage(
    search.page,
    STUDENTS_PER_PAGE,
    (window) =>
      db.user.findMany({
        where,
        orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
        ...window,
        select: studentSelect,
      }),
    () => db.user.count({ where }),
  );
  return { students: rows.map(studentRow), ...facts };
}

async function findStudent(studentId: number) {
  const student = await db.user.findFirst({
    where: { id: studentId, role: "student" },
    select: { id: true, firstName: true, lastName: true, email: true, batchId: true, deactivatedAt: true },
  });
  if (!student) throw notFound("That student does not exist.");
  return student;
}

/** One student as the teacher sees them: batch, subjects with access, and every result. */
export async function getStudentProfile(actor: Actor, studentId: number) {
  assertTeacher(actor);
  const student = await db.user.findFirst({
    where: { id: studentId, role: "student" },
    select: {
      ...studentSelect,
      results: {
        orderBy: [{ test: { date: "desc" } }, { id: "desc" }],
        select: {
          marks: true,
          attempted: true,
          test: { select: { id: true, name: true, date: true, maxMarks: true, subject: { select: { name: true } } } },
        },
      },
    },
  });
  if (!student) throw notFound("That student does not exist.");
  return {
    student: studentRow(student),
    subjects: await registeredSubjects(studentId),
    results: student.results.map(({ marks, attempted, test }) => ({
      testId: test.id,
      testName: test.name,
      subjectName: test.subject.name,
      /** "YYYY-MM-DD" */
      date: test.date,
      maxMarks: test.maxMarks,
      marks,
      attempted,
    })),
  };
}

/** A batch's subjects, offered when the teacher moves a student there (all ticked at first). */
export async function subjectsOfBatch(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const batch = await db.batch.findUnique({
    where: { id: batchId },
    select: { id: true, name: true, subjects: { orderBy: { id: "asc" }, select: { id: true, name: true } } },
  });
  if (!batch) throw notFound("That batch does not exist.");
  return batch;
}

/** The subjects to offer when the teacher's edit chose a batch other than the student's own; null otherwise. */
export async function moveChoice(actor: Actor, studentId: number, batchId: number | null) {
  assertTeacher(actor);
  const student = await findStudent(studentId);
  return batchId === null || batchId === student.batchId ? null : subjectsOfBatch(actor, batchId);
}

/**
 * The subjects a moved student takes in the new batch: those chosen, which must be the batch's own. A form
 * that listed another batch's subjects (or none) is sent back to choose; the API, sending no list, gets all.
 */
async function subjectsForMove(actor: Actor, input: StudentEdit, batchId: number) {
  const { name: batchName, subjects } = await subjectsOfBatch(actor, batchId);
  const offered = subjects.map((subject) => subject.id);
  if (offered.length > 0 && input.subjects_for !== undefined && input.subjects_for !== batchId) {
    const message = `Choose which subjects of ${batchName} the student takes, then Save`;
    throw invalid(message, { subjects: [message] });
  }
  const chosen = [...new Set(input.subjects ?? (input.subjects_for === batchId ? [] : offered))];
  if (chosen.some((id) => !offered.includes(id))) {
    throw invalid(say("Choose subjects of {{batch}}.", { batch: batchName }), {
      subjects: [say("Choose subjects of {{batch}}", { batch: batchName })],
    });
  }
  return { batchName, chosen };
}

/**
 * Corrects the name or e-mail, or moves the student to another batch. Results stay with the student (they
 * still read their published ones of the old batch); registrations for the old batch's subjects end, and the
 * student is registered for the chosen subjects of the new one, permitted at once if the teacher says so.
 */
export async function editStudent(actor: Actor, studentId: number, input: StudentEdit) {
  assertTeacher(actor);
  const student = await findStudent(studentId);
  const batchId = await requireBatchChoice(actor, input.batch_id, input.find_batch, "batch_id");
  const move = student.batchId !== batchId ? await subjectsForMove(actor, input, batchId) : null;
  try {
    await inTransaction(async (tx) => {
      await tx.user.update({
        where: { id: studentId },
        // A moved student goes to the end of the new batch's roll (a database trigger numbers them).
        data: {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          batchId,
          ...(move ? { rollNo: null } : {}),
        },
      });
      if (!move) return;
      await endRegistrations(studentId, tx);
      await register(studentId, move.chosen, input.permitted, tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict("Another account already uses this email.", { email: ["Another account already uses this email"] });
  }
  return { message: move ? movedMessage(move.batchName, move.chosen.length, input.permitted) : "Student saved" };
}

const movedMessage = (batchName: string, subjects: number, permitted: boolean) => {
  if (subjects === 0)
    return say("Student moved to {{batch}}; no subjects yet: they can choose them on their dashboard", {
      batch: batchName,
    });
  return permitted
    ? say("Student moved to {{batch}}: {{count}} subjects, access given", { batch: batchName, count: subjects })
    : say("Student moved to {{batch}}: {{count}} subjects, waiting for your permission", {
        batch: batchName,
        count: subjects,
      });
};

/** The account stays with its data but cannot sign in; every open session and reset link ends now. */
export async function deactivateStudent(actor: Actor, studentId: number) {
  assertTeacher(actor);
  const student = await findStudent(studentId);
  await inTransaction(async (tx) => {
    await tx.user.update({ where: { id: studentId }, data: { deactivatedAt: student.deactivatedAt ?? new Date() } });
    await tx.session.deleteMany({ where: { userId: studentId } });
    await endResetLinks(tx, studentId);
  });
  return { message: say("{{name}} deactivated", { name: displayName(student) }) };
}

export async function reactivateStudent(actor: Actor, studentId: number) {
  assertTeacher(actor);
  const student = await findStudent(studentId);
  await db.user.update({ where: { id: studentId }, data: { deactivatedAt: null } });
  return { message: say("{{name}} reactivated", { name: displayName(student) }) };
}

/** Removes the account with its sessions, registrations and results, once the teacher has typed its e-mail. */
export const KEEPS_TAX_DOCUMENTS =
  "This student has tax invoices, which the institute must keep for years: deactivate the account instead.";

export async function deleteStudent(actor: Actor, studentId: number, confirmEmail: string) {
  assertTeacher(actor);
  const student = await findStudent(studentId);
  if (confirmEmail !== student.email) {
    const message = "Type the student's email exactly to confirm";
    throw invalid(message, { confirm_email: [message] });
  }
  // Their marks' change history goes with them: it describes results that no longer exist.
  const photo = await inTransaction(async (tx) => {
    // A tax invoice or credit note is kept for years (GST's records), and a payment's goes with the student.
    if (await tx.feeTaxDocument.count({ where: { payment: { account: { studentId } } } }))
      throw conflict(KEEPS_TAX_DOCUMENTS);
    const photo = await tx.studentPhoto.findUnique({ where: { studentId }, select: { key: true } });
    await tx.markChange.deleteMany({ where: { studentId } });
    await tx.result.deleteMany({ where: { studentId } });
    await tx.user.delete({ where: { id: studentId } });
    return photo;
  });
  // Their photo's row went with them; its files follow once the deletion holds.
  await releasePhotoFiles(photo?.key ?? null);
  return { message: say("{{name}} deleted", { name: displayName(student) }) };
}
