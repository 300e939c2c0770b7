import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { NewFolder, NewSubject } from "~/schemas/content";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { deleteWithNoteFiles, describeCounts } from "../content/uploads.server";
import { notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { assertNameFree } from "../core/unique-names.server";

/** A batch as the teacher manages it: its subjects, each with its folders. */
export async function getBatchSubjects(actor: Actor, batchId: number) {
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
    id: batch.id,
    name: batch.name,
    subjects: batch.subjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      batchId: batch.id,
      folders: subject.folders.map((folder) => ({ ...folder, subjectId: subject.id })),
    })),
  };
}

export async function createSubject(actor: Actor, batchId: number, input: NewSubject) {
  assertTeacher(actor);
  if (!(await db.batch.findUnique({ where: { id: batchId }, select: { id: true } }))) {
    throw notFound("That batch does not exist.");
  }
  await assertSubjectNameFree(batchId, input.subject_name);
  const subject = await db.subject.create({ data: { name: input.subject_name, batchId } });
  return { subject: { id: subject.id, name: subject.name, batchId }, message: "Subject added" };
}

export async function createFolder(actor: Actor, subjectId: number, batchId: number, input: NewFolder) {
  assertTeacher(actor);
  const subject = await db.subject.findFirst({ where: { id: subjectId, batchId }, select: { id: true } });
  if (!subject) throw notFound("That subject is not part of this batch.");
  await assertFolderNameFree(subjectId, input.folder_name);
  const folder = await db.folder.create({ data: { name: input.folder_name, subjectId } });
  return { folder: { id: folder.id, name: folder.name, subjectId }, message: "Folder created" };
}

// Renaming and deleting subjects and folders. A delete says first what goes with it.

const DUPLICATE_SUBJECT = "This batch already has a subject with this name";
const DUPLICATE_FOLDER = "This subject already has a folder with this name";

async function assertSubjectNameFree(batchId: number, name: string, selfId?: number) {
  const siblings = { table: "Subject", where: Prisma.sql`"batchId" = ${batchId}` } as const;
  await assertNameFree(siblings, name, "subject_name", DUPLICATE_SUBJECT, selfId);
}

async function assertFolderNameFree(subjectId: number, name: string, selfId?: number) {
  const siblings = { table: "Folder", where: Prisma.sql`"subjectId" = ${subjectId}` } as const;
  await assertNameFree(siblings, name, "folder_name", DUPLICATE_FOLDER, selfId);
}

/** A subject with everything a delete of it would remove, counted for the confirmation. */
export async function getSubject(actor: Actor, subjectId: number) {
  assertTeacher(actor);
  const subject = await db.subject.findUnique({
    where: { id: subjectId },
    select: { id: true, name: true, batchId: true },
  });
  if (!subject) throw notFound("That subject does not exist.");
  const inSubject = { subFolder: { folder: { subjectId } } };
  const [folders, subFolders, notes, videos, tests, results] = await Promise.all([
    db.folder.count({ where: { subjectId } }),
    db.subFolder.count({ where: { folder: { subjectId } } }),
    db.note.count({ where: inSubject }),
    db.video.count({ where: inSubject }),
    db.test.count({ where: { subjectId } }),
    db.result.count({ where: { test: { subjectId } } }),
  ]);
  return {
    id: subject.id,
    name: subject.name,
    batchId: subject.batchId,
    goesWithIt: describeCounts([
      [folders, "{{count}} folders"],
      [subFolders, "{{count}} sub-folders"],
      [notes, "{{count}} notes"],
      [videos, "{{count}} videos"],
      [tests, "{{count}} tests"],
      [results, "{{count}} results"],
    ]),
  };
}

export async function renameSubject(actor: Actor, subjectId: number, input: NewSubject) {
  const subject = await getSubject(actor, subjectId);
  await assertSubjectNameFree(subject.batchId, input.subject_name, subjectId);
  await db.subject.update({ where: { id: subjectId }, data: { name: input.subject_name } });
  return { subject: { id: subjectId, name: input.subject_name, batchId: subject.batchId }, message: "Subject renamed" };
}

/** Removes the subject with its folders, notes (and their files), videos, tests, results and registrations. */
export async function deleteSubject(actor: Actor, subjectId: number) {
  const subject = await getSubject(actor, subjectId);
  await deleteWithNoteFiles({ subFolder: { folder: { subjectId } } }, (tx) =>
    tx.subject.delete({ where: { id: subjectId } }),
  );
  return { batchId: subject.batchId, message: say("{{name}} deleted", { name: subject.name }) };
}

export async function getFolder(actor: Actor, folderId: number) {
  assertTeacher(actor);
  const folder = await db.folder.findUnique({
    where: { id: folderId },
    select: { id: true, name: true, subjectId: true, subject: { select: { batchId: true } } },
  });
  if (!folder) throw notFound("That folder does not exist.");
  const inFolder = { subFolder: { folderId } };
  const [subFolders, notes, videos] = await Promise.all([
    db.subFolder.count({ where: { folderId } }),
    db.note.count({ where: inFolder }),
    db.video.count({ where: inFolder }),
  ]);
  return {
    id: folder.id,
    name: folder.name,
    subjectId: folder.subjectId,
    batchId: folder.subject.batchId,
    goesWithIt: describeCounts([
      [subFolders, "{{count}} sub-folders"],
      [notes, "{{count}} notes"],
      [videos, "{{count}} videos"],
    ]),
  };
}

export async function renameFolder(actor: Actor, folderId: number, input: NewFolder) {
  const folder = await getFolder(actor, folderId);
  await assertFolderNameFree(folder.subjectId, input.folder_name, folderId);
  await db.folder.update({ where: { id: folderId }, data: { name: input.folder_name } });
  return { folder: { id: folderId, name: input.folder_name, subjectId: folder.subjectId }, message: "Folder renamed" };
}

export async function deleteFolder(actor: Actor, folderId: number) {
  const folder = await getFolder(actor, folderId);
  await deleteWithNoteFiles({ subFolder: { folderId } }, (tx) => tx.folder.delete({ where: { id: folderId } }));
  return { batchId: folder.batchId, message: say("{{name}} deleted", { name: folder.name }) };
}
