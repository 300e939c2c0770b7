import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { NewSubFolder, NewVideo, SubFolderRename, SubFolderType } from "~/schemas/content";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { assertCanReadSubject } from "../access/rules.server";
import { invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { assertNameFree } from "../core/unique-names.server";
import { deleteWithNoteFiles, describeCounts } from "./uploads.server";

export const noteUrl = (noteId: number) => `/files/notes/${noteId}`;

/** Test papers are files like notes, so a "tests" sub-folder opens in the notes view. */
export const viewOf = (type: SubFolderType) => (type === "videos" ? "videos" : "files");

export type SubFolder = { id: number; folderId: number; type: SubFolderType; name: string; uploadedOn: Date };
export type Note = { id: number; name: string; url: string; fileType: string; size: number; uploadedOn: Date };
export type Video = { id: number; name: string; url: string };

const subFolderOf = (sub: { id: number; folderId: number; type: string; name: string; uploadedOn: Date }) => ({
  id: sub.id,
  folderId: sub.folderId,
  type: sub.type as SubFolderType,
  name: sub.name,
  uploadedOn: sub.uploadedOn,
});

/** A student's view of one subject: its folders, once the teacher has permitted them. */
export async function getSubjectDetails(actor: Actor, subjectId: number) {
  const subject = await assertCanReadSubject(actor, subjectId);
  const folders = await db.folder.findMany({
    where: { subjectId },
    orderBy: { id: "asc" },
    select: { id: true, name: true, createdAt: true },
  });
  return {
    subject: { id: subject.id, name: subject.name },
    folders: folders.map((folder) => ({ id: folder.id, name: folder.name, subjectId })),
  };
}

/** A folder the actor may read, checked against the subject in the address when there is one. */
async function readableFolder(actor: Actor, folderId: number, subjectId?: number) {
  const folder = await db.folder.findUnique({
    where: { id: folderId },
    select: { id: true, name: true, subjectId: true },
  });
  if (!folder || (subjectId !== undefined && folder.subjectId !== subjectId))
    throw notFound("That folder does not exist.");
  const subject = await assertCanReadSubject(actor, folder.subjectId);
  return { ...folder, subject };
}

/** A sub-folder of the given type the actor may read, checked against its folder. */
async function readableSubFolder(actor: Actor, subFolderId: number, type: "files" | "videos", folderId?: number) {
  const subFolder = await db.subFolder.findUnique({
    where: { id: subFolderId },
    select: { id: true, name: true, type: true, folderId: true },
  });
  const kind = subFolder && viewOf(subFolder.type as SubFolderType);
  if (!subFolder || kind !== type || (folderId !== undefined && subFolder.folderId !== folderId)) {
    throw notFound("That folder does not exist.");
  }
  const folder = await readableFolder(actor, subFolder.folderId);
  return { ...subFolder, folder };
}

export async function listSubFolders(actor: Actor, folderId: number, subjectId?: number) {
  const folder = await readableFolder(actor, folderId, subjectId);
  const subFolders = await db.subFolder.findMany({ where: { folderId }, orderBy: { id: "asc" } });
  return {
    folder: {
      id: folder.id,
      name: folder.name,
      subjectId: folder.subjectId,
      subjectName: folder.subject.name,
      batchId: folder.subject.batchId,
    },
    subFolders: subFolders.map(subFolderOf),
  };
}

export async function createSubFolder(actor: Actor, folderId: number, input: NewSubFolder) {
  assertTeacher(actor);
  if (!(await db.folder.findUnique({ where: { id: folderId }, select: { id: true } }))) {
    throw notFound("That folder does not exist.");
  }
  await assertSubFolderNameFree(folderId, input.sub_folder_name);
  const sub = await db.subFolder.create({ data: { folderId, name: input.sub_folder_name, type: input.type } });
  return { subFolder: subFolderOf(sub), message: "Folder created" };
}

export async function listNotes(actor: Actor, subFolderId: number, folderId?: number) {
  const sub = await readableSubFolder(actor, subFolderId, "files", folderId);
  const notes = await db.note.findMany({ where: { subFolderId }, orderBy: { id: "asc" } });
  return {
    subFolder: { id: sub.id, name: sub.name, folderId: sub.folderId },
    subjectId: sub.folder.subjectId,
    notes: notes.map(
      (note): Note => ({
        id: note.id,
        name: note.name,
        url: noteUrl(note.id),
        fileType: note.fileType,
        size: note.size,
        uploadedOn: note.uploadedOn,
      }),
    ),
  };
}

export async function listVideos(actor: Actor, subFolderId: number, folderId?: number) {
  const sub = await readableSubFolder(actor, subFolderId, "videos", folderId);
  const videos = await db.video.findMany({ where: { subFolderId }, orderBy: { id: "asc" } });
  return {
    subFolder: { id: sub.id, name: sub.name, folderId: sub.folderId },
    subjectId: sub.folder.subjectId,
    videos: videos.map((video): Video => ({ id: video.id, name: video.name, url: video.url })),
  };
}

export async function addVideo(actor: Actor, subFolderId: number, input: NewVideo) {
  assertTeacher(actor);
  await readableSubFolder(actor, subFolderId, "videos");
  await db.video.create({ data: { subFolderId, name: input.video_name, url: input.url } });
  const { videos } = await listVideos(actor, subFolderId);
  return { videos, message: "Video added" };
}

/** The teacher's target for an upload: a notes sub-folder, optionally checked against its subject. */
export async function notesFolderForUpload(actor: Actor, subFolderId: number, subjectId?: number) {
  assertTeacher(actor);
  const sub = await readableSubFolder(actor, subFolderId, "files");
  if (subjectId !== undefined && sub.folder.subjectId !== subjectId)
    throw invalid("That folder is not part of this subject.");
  return sub;
}

// Renaming and deleting sub-folders and videos.

const DUPLICATE_SUB_FOLDER = "This folder already has a sub-folder with this name";

async function assertSubFolderNameFree(folderId: number, name: string, selfId?: number) {
  const siblings = { table: "SubFolder", where: Prisma.sql`"folderId" = ${folderId}` } as const;
  await assertNameFree(siblings, name, "sub_folder_name", DUPLICATE_SUB_FOLDER, selfId);
}

/** A sub-folder with what a delete of it would remove, counted for the confirmation. */
export async function getSubFolder(actor: Actor, subFolderId: number) {
  assertTeacher(actor);
  const sub = await db.subFolder.findUnique({
    where: { id: subFolderId },
    select: { id: true, name: true, folderId: true, folder: { select: { subjectId: true } } },
  });
  if (!sub) throw notFound("That folder does not exist.");
  const [notes, videos] = await Promise.all([
    db.note.count({ where: { subFolderId } }),
    db.video.count({ where: { subFolderId } }),
  ]);
  return {
    id: sub.id,
    name: sub.name,
    folderId: sub.folderId,
    subjectId: sub.folder.subjectId,
    goesWithIt: describeCounts([
      [notes, "{{count}} notes"],
      [videos, "{{count}} videos"],
    ]),
  };
}

export async function renameSubFolder(actor: Actor, subFolderId: number, input: SubFolderRename) {
  const sub = await getSubFolder(actor, subFolderId);
  await assertSubFolderNameFree(sub.folderId, input.sub_folder_name, subFolderId);
  await db.subFolder.update({ where: { id: subFolderId }, data: { name: input.sub_folder_name } });
  return { subFolder: { id: subFolderId, name: input.sub_folder_name }, message: "Folder renamed" };
}

export async function deleteSubFolder(actor: Actor, subFolderId: number) {
  const sub = await getSubFolder(actor, subFolderId);
  await deleteWithNoteFiles({ subFolderId }, (tx) => tx.subFolder.delete({ where: { id: subFolderId } }));
  return { message: say("{{name}} deleted", { name: sub.name }) };
}

export async function getVideo(actor: Actor, videoId: number) {
  assertTeacher(actor);
  const video = await db.video.findUnique({ where: { id: videoId }, select: { id: true, name: true, url: true } });
  if (!video) throw notFound("That video does not exist.");
  return video;
}

export async function editVideo(actor: Actor, videoId: number, input: NewVideo) {
  await getVideo(actor, videoId);
  await db.video.update({ where: { id: videoId }, data: { name: input.video_name, url: input.url } });
  return { video: { id: videoId, name: input.video_name, url: input.url }, message: "Video updated" };
}

export async function deleteVideo(actor: Actor, videoId: number) {
  const video = await getVideo(actor, videoId);
  await db.video.delete({ where: { id: videoId } });
  return { message: say("{{name}} deleted", { name: video.name }) };
}
