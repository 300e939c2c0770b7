import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { HomeworkInput } from "~/schemas/homework";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { studentsSeeingSubject } from "../access/rules.server";
import { subjectInBatch } from "../assistant/assistant.server";
import { renderMarkdown } from "../assistant/markdown.server";
import { storeCheckedFile } from "../content/notes.server";
import { removeUpload } from "../content/uploads.server";
import { DomainError, invalid, notFound } from "../core/errors.server";
import type { ReceivedFile } from "../files/stored-files";
import { today } from "../timetable/classes.server";
import { dueProblem } from "./limits";

const NOT_FOUND = "That homework does not exist.";

/** Where a homework's PDF is served, to the teacher and the subject's permitted students. */
export const homeworkFileUrl = (id: number) => `/files/homework/${id}`;

export const homeworkSelect = {
  id: true,
  title: true,
  body: true,
  setOn: true,
  dueOn: true,
  fileKey: true,
  fileSize: true,
  editedAt: true,
  subject: { select: { id: true, name: true, batchId: true } },
} as const;
type Row = Prisma.HomeworkGetPayload<{ select: typeof homeworkSelect }>;

/** One homework as screens and the API show it: the Markdown and its safe HTML (raw HTML shown as text). */
export const presentHomework = (row: Row) => ({
  id: row.id,
  title: row.title,
  text: row.body,
  html: renderMarkdown(row.body),
  setOn: row.setOn,
  dueOn: row.dueOn,
  edited: row.editedAt !== null,
  attachment: row.fileKey ? { url: homeworkFileUrl(row.id), size: row.fileSize ?? 0 } : null,
  subject: { id: row.subject.id, name: row.subject.name, batchId: row.subject.batchId },
});
export type Homework = ReturnType<typeof presentHomework>;

/** The subject homework is set on, for a teacher; with the batch, when the address names one, it must match. */
export async function homeworkSubject(actor: Actor, subjectId: number, batchId?: number) {
  assertTeacher(actor);
  return subjectInBatch(subjectId, batchId);
}

/** The PDF, checked by its content and size as a note's is, and kept under a random name. */
async function storeAttachment(file: ReceivedFile | null) {
  if (!file) return null;
  try {
    return (await storeCheckedFile(file, "pdf")).stored;
  } catch (error) {
    // The notes' check names its own field; here the file is the form's "attachment".
    if (error instanceof DomainError && error.fieldErrors?.content)
      throw new DomainError(error.kind, error.message, { attachment: error.fieldErrors.content });
    throw error;
  }
}

const refuseDue = (setOn: string, dueOn: string) => {
  const problem = dueProblem(setOn, dueOn);
  if (problem) throw invalid(problem, { due_on: [problem] });
};

/** 'Set homework': set today (on the institute's calendar), due on that day or later, with an optional PDF. */
export async function setHomework(
  actor: Actor,
  subjectId: number,
  input: HomeworkInput,
  file: ReceivedFile | null,
  now = new Date(),
) {
  await homeworkSubject(actor, subjectId);
  const setOn = today(now);
  refuseDue(setOn, input.due_on);
  const stored = await storeAttachment(file);
  try {
    const row = await db.homework.create({
      data: {
        subjectId,
        title: input.title,
        body: input.text,
        setOn,
        dueOn: input.due_on,
        fileKey: stored?.fileKey ?? null,
        fileSize: stored?.size ?? null,
      },
      select: homeworkSelect,
    });
    return { homework: presentHomework(row), message: "Homework set" };
  } catch (error) {
    if (stored) await removeUpload(stored.fileKey);
    throw error;
  }
}

async function homeworkRow(id: number) {
  const row = await db.homework.findUnique({ where: { id }, select: homeworkSelect });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** One homework for the teacher. */
export async function getHomework(actor: Actor, id: number) {
  assertTeacher(actor);
  return { homework: presentHomework(await homeworkRow(id)) };
}

/**
 * 'Edit homework': the same fields; the due date is still checked against the day it was set. A new PDF
 * replaces the old one; 'Remove the attachment' takes it off. The old file goes once the row no longer names it.
 */
export async function editHomework(actor: Actor, id: number, input: HomeworkInput, file: ReceivedFile | null) {
  assertTeacher(actor);
  const before = await homeworkRow(id);
  refuseDue(before.setOn, input.due_on);
  const stored = await storeAttachment(file);
  const attachment = stored
    ? { fileKey: stored.fileKey, fileSize: stored.size }
    : input.remove_attachment
      ? { fileKey: null, fileSize: null }
      : {};
  try {
    await db.homework.update({
      where: { id },
      data: { title: input.title, body: input.text, dueOn: input.due_on, editedAt: new Date(), ...attachment },
    });
  } catch (error) {
    if (stored) await removeUpload(stored.fileKey);
    throw error;
  }
  if (before.fileKey && "fileKey" in attachment) await removeUpload(before.fileKey);
  return { homework: presentHomework(await homeworkRow(id)), message: "Homework saved" };
}

export async function deleteHomework(actor: Actor, id: number) {
  assertTeacher(actor);
  const row = await homeworkRow(id);
  await db.homework.delete({ where: { id } });
  if (row.fileKey) await removeUpload(row.fileKey);
  return { message: "Homework deleted" };
}

/** A subject's homework for the teacher, latest due first, each with how many of the subject's students marked it done. */
export async function subjectHomework(actor: Actor, subjectId: number, batchId?: number) {
  const subject = await homeworkSubject(actor, subjectId, batchId);
  const [rows, students] = await Promise.all([
    db.homework.findMany({
      where: { subjectId },
      orderBy: [{ dueOn: "desc" }, { id: "desc" }],
      select: { ...homeworkSelect, _count: { select: { done: { where: { student: subjectStudent(subject) } } } } },
    }),
    db.user.count({ where: subjectStudent(subject) }),
  ]);
  return {
    subject,
    students,
    homework: rows.map(({ _count, ...row }) => ({ ...presentHomework(row), doneCount: _count.done })),
  };
}

/** Who the homework is for: the students who see its subject (the access rule). */
const subjectStudent = (subject: { id: number; batch: { id: number } }) =>
  studentsSeeingSubject({ id: subject.id, batchId: subject.batch.id });

/** Per homework, who marked it done (and when) and who did not, in roll-number order. */
export async function homeworkDoneBy(actor: Actor, id: number) {
  assertTeacher(actor);
  const row = await homeworkRow(id);
  const subject = await homeworkSubject(actor, row.subject.id);
  const students = await db.user.findMany({
    where: subjectStudent(subject),
    orderBy: [{ rollNo: "asc" }, { firstName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      firstName: true,
      lastName: true,
      rollNo: true,
      homeworkDone: { where: { homeworkId: id }, select: { doneAt: true } },
    },
  });
  const list = students.map((student) => ({
    id: student.id,
    name: displayName(student),
    rollNo: student.rollNo,
    doneAt: student.homeworkDone[0]?.doneAt ?? null,
  }));
  return {
    homework: presentHomework(row),
    batchName: subject.batch.name,
    done: list.filter((student) => student.doneAt !== null),
    notDone: list.filter((student) => student.doneAt === null),
  };
}
