import { db } from "~/db.server";
import type { NewSubFolder, NewVideo, SubFolderType } from "~/schemas/content";
import { assertCanReadSubject } from "./access.server";
import type { Actor } from "./actor";
import { invalid, notFound } from "./errors.server";
import { assertTeacher } from "./guards.server";

export const noteUrl = (noteId: number) => `/files/notes/${noteId}`;

/** Test papers are files like notes, so a "tests" sub-folder opens in the notes view. */
export const viewOf = (type: SubFolderType) => (type === "videos" ? "videos" : "files");

/** A student's view of one subject: its folders, once the teacher has permitted them. */
export async function getSubjectDetails(actor: Actor, subjectId: number) {
  const subject = await assertCanReadSubject(actor, subjectId);
  const folders = await db.folder.findMany({
    where: { subjectId },
    orderBy: { id: "asc" },
    select: { id: true, name: true, createdAt: true },
  });
  return {
    subject: { id: subject.id, subject_name: subject.name },
    folders: folders.map((folder) => ({ id: folder.id, folder_name: folder.name, subject_id: subjectId })),
    permitted: true,
    message: folders.length > 0 ? "Subject details" : "No folders have been uploaded yet.",
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
      folder_name: folder.name,
      subject_id: folder.subjectId,
      subject_name: folder.subject.name,
    },
    subFolders: subFolders.map((sub) => ({
      id: sub.id,
      folder_id: sub.folderId,
      type: sub.type as SubFolderType,
      subfolder_name: sub.name,
      uploaded_on: sub.uploadedOn.toISOString(),
    })),
    message: subFolders.length > 0 ? "Folder contents" : "No content uploaded yet",
  };
}

export async function createSubFolder(actor: Actor, folderId: number, input: NewSubFolder) {
  assertTeacher(actor);
  if (!(await db.folder.findUnique({ where: { id: folderId }, select: { id: true } }))) {
    throw notFound("That folder does not exist.");
  }
  const sub = await db.subFolder.create({ data: { folderId, name: input.sub_folder_name, type: input.type } });
  return {
    subFolder: {
      id: sub.id,
      folder_id: folderId,
      type: sub.type,
      subfolder_name: sub.name,
      uploaded_on: sub.uploadedOn.toISOString(),
    },
    message: "Folder created",
  };
}

export async function listNotes(actor: Actor, subFolderId: number, folderId?: number) {
  const sub = await readableSubFolder(actor, subFolderId, "files", folderId);
  const notes = await db.note.findMany({ where: { subFolderId }, orderBy: { id: "asc" } });
  return {
    subFolder: { id: sub.id, subfolder_name: sub.name, folder_id: sub.folderId },
    subjectId: sub.folder.subjectId,
    content: notes.map((note) => ({
      id: note.id,
      content_name: note.name,
      content_url: noteUrl(note.id),
      file_type: note.fileType,
      size: note.size,
      uploaded_on: note.uploadedOn.toISOString(),
    })),
    message: notes.length > 0 ? "Notes" : "No content uploaded yet",
  };
}

export async function listVideos(actor: Actor, subFolderId: number, folderId?: number) {
  const sub = await readableSubFolder(actor, subFolderId, "videos", folderId);
  const videos = await db.video.findMany({ where: { subFolderId }, orderBy: { id: "asc" } });
  return {
    subFolder: { id: sub.id, subfolder_name: sub.name, folder_id: sub.folderId },
    subjectId: sub.folder.subjectId,
    videos: videos.map((video) => ({ id: video.id, video_name: video.name, content_url: video.url })),
    message: videos.length > 0 ? "Videos" : "No videos added yet",
  };
}

export async function addVideo(actor: Actor, subFolderId: number, input: NewVideo) {
  assertTeacher(actor);
  await readableSubFolder(actor, subFolderId, "videos");
  await db.video.create({ data: { subFolderId, name: input.video_name, url: input.url } });
  const { videos } = await listVideos(actor, subFolderId);
  return { newContent: videos, message: "Video added" };
}

/** The teacher's target for an upload: a notes sub-folder, optionally checked against its subject. */
export async function notesFolderForUpload(actor: Actor, subFolderId: number, subjectId?: number) {
  assertTeacher(actor);
  const sub = await readableSubFolder(actor, subFolderId, "files");
  if (subjectId !== undefined && sub.folder.subjectId !== subjectId)
    throw invalid("That folder is not part of this subject.");
  return sub;
}
