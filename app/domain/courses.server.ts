import { db } from "~/db.server";
import type { NewFolder, NewSubject } from "~/schemas/content";
import type { Actor } from "./actor";
import { notFound } from "./errors.server";
import { assertTeacher } from "./guards.server";

/** A batch as the teacher manages it: its subjects, each with its folders. */
export async function getCourse(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const batch = await db.batch.findUnique({
    where: { id: batchId },
    select: {
      id: true,
      name: true,
      subjects: {
        orderBy: { id: "asc" },
        select: { id: true, name: true, folders: { orderBy: { id: "asc" }, select: { id: true, name: true } } },
      },
    },
  });
  if (!batch) throw notFound("That batch does not exist.");
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    subjects: batch.subjects.map((subject) => ({
      id: subject.id,
      subject_name: subject.name,
      batchId: batch.id,
      folders: subject.folders.map((folder) => ({ id: folder.id, folder_name: folder.name, subject_id: subject.id })),
    })),
    message: batch.subjects.length > 0 ? "Course details" : "No subjects yet. Please add one.",
  };
}

export async function createSubject(actor: Actor, batchId: number, input: NewSubject) {
  assertTeacher(actor);
  if (!(await db.batch.findUnique({ where: { id: batchId }, select: { id: true } }))) {
    throw notFound("That batch does not exist.");
  }
  const subject = await db.subject.create({ data: { name: input.subject_name, batchId } });
  return { subject: { id: subject.id, subject_name: subject.name, batchId }, message: "Subject added" };
}

export async function createFolder(actor: Actor, subjectId: number, batchId: number, input: NewFolder) {
  assertTeacher(actor);
  const subject = await db.subject.findFirst({ where: { id: subjectId, batchId }, select: { id: true } });
  if (!subject) throw notFound("That subject is not part of this batch.");
  const folder = await db.folder.create({ data: { name: input.folder_name, subjectId } });
  return { folder: { id: folder.id, folder_name: folder.name, subject_id: subjectId }, message: "Folder created" };
}
