import { config } from "~/config.server";
import { db } from "~/db.server";
import type { NewNote, NoteRename } from "~/schemas/content";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { assertCanReadSubject } from "../access/rules.server";
import { invalid, notFound, tooLarge } from "../core/errors.server";
import { say } from "../core/say.server";
import type { ReceivedFile } from "../files/stored-files";
import { notesFolderForUpload, noteUrl } from "./folders.server";
import { deleteWithNoteFiles, keepReceivedFile, openUpload, readHead, removeUpload } from "./uploads.server";

export const maxUploadBytes = () => config.MAX_UPLOAD_MB * 1024 * 1024;
export const tooLargeMessage = () =>
  `The file is larger than ${config.MAX_UPLOAD_MB} MB. Please upload a smaller file.`;

type Kind = { type: NewNote["type"]; fileType: string; mime: string };

// A file is what its first bytes say, whatever its name claims.
const SIGNATURES: { bytes: number[]; kind: Kind }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: { type: "pdf", fileType: "pdf", mime: "application/pdf" } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    kind: { type: "image", fileType: "png", mime: "image/png" },
  },
  { bytes: [0xff, 0xd8, 0xff], kind: { type: "image", fileType: "jpeg", mime: "image/jpeg" } },
];

export function sniffKind(head: Uint8Array): Kind | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.kind ?? null;
}

const mimeOf = (fileType: string) =>
  SIGNATURES.find(({ kind }) => kind.fileType === fileType)?.kind.mime ?? "application/octet-stream";

const WRONG_KIND: Record<NewNote["type"], string> = {
  pdf: "The file is not a PDF. Please choose a PDF file.",
  image: "The file is not a PNG or JPEG image. Please choose an image file.",
};

/** Checks a received file by its size and content against the expected type, then keeps it under a random name. */
export async function storeCheckedFile(file: ReceivedFile | null, type: NewNote["type"]) {
  if (!file || file.size === 0) throw invalid("Choose a file to upload.", { content: ["Choose a file to upload"] });
  if (file.size > maxUploadBytes()) throw tooLarge(tooLargeMessage());
  const kind = sniffKind(await readHead(file, 8));
  if (kind?.type !== type) throw invalid(WRONG_KIND[type], { content: [WRONG_KIND[type]] });
  return { kind, stored: await keepReceivedFile(file, kind.fileType) };
}

/** Adds a note: the file is checked by its content and size, stored under a random name, then recorded. */
export async function addNote(
  actor: Actor,
  subFolderId: number,
  input: NewNote,
  file: ReceivedFile | null,
  subjectId?: number,
) {
  await notesFolderForUpload(actor, subFolderId, subjectId);
  const { kind, stored } = await storeCheckedFile(file, input.type);
  try {
    const note = await db.note.create({
      data: {
        subFolderId,
        name: input.content_name,
        fileType: kind.fileType,
        fileKey: stored.fileKey,
        size: stored.size,
      },
    });
    return {
      note: { id: note.id, name: note.name, url: noteUrl(note.id), uploadedOn: note.uploadedOn },
      message: "Uploaded",
    };
  } catch (error) {
    await removeUpload(stored.fileKey);
    throw error;
  }
}

/** A note's file for someone allowed to read its subject. */
export async function openNoteFile(actor: Actor, noteId: number) {
  const note = await db.note.findUnique({
    where: { id: noteId },
    select: {
      name: true,
      fileKey: true,
      fileType: true,
      subFolder: { select: { folder: { select: { subjectId: true } } } },
    },
  });
  if (!note) throw notFound("That file does not exist.");
  await assertCanReadSubject(actor, note.subFolder.folder.subjectId);
  const file = await openUpload(note.fileKey);
  if (!file) throw notFound("That file is missing. Please ask your teacher to upload it again.");
  const extension = note.fileType === "jpeg" ? "jpg" : note.fileType;
  return {
    stream: file.stream,
    size: file.size,
    mime: mimeOf(note.fileType),
    downloadName: `${note.name}.${extension}`,
  };
}

/** What the viewer page says about a note, for someone allowed to read its subject. */
export async function describeNote(actor: Actor, noteId: number) {
  const note = await db.note.findUnique({
    where: { id: noteId },
    select: { id: true, name: true, fileType: true, size: true, subFolder: { select: { folder: true } } },
  });
  if (!note) throw notFound("That file does not exist.");
  await assertCanReadSubject(actor, note.subFolder.folder.subjectId);
  return { id: note.id, name: note.name, url: noteUrl(note.id), fileType: note.fileType, size: note.size };
}

// Renaming, replacing and deleting a note. Its file goes with its row.

export async function getNote(actor: Actor, noteId: number) {
  assertTeacher(actor);
  const note = await db.note.findUnique({
    where: { id: noteId },
    select: { id: true, name: true, fileType: true, fileKey: true, subFolderId: true },
  });
  if (!note) throw notFound("That file does not exist.");
  return note;
}

export async function renameNote(actor: Actor, noteId: number, input: NoteRename) {
  await getNote(actor, noteId);
  await db.note.update({ where: { id: noteId }, data: { name: input.content_name } });
  return { note: { id: noteId, name: input.content_name }, message: "Note renamed" };
}

/** A new file for the same note (a corrected PDF): checked like an upload; the old file is removed once replaced. */
export async function replaceNoteFile(actor: Actor, noteId: number, file: ReceivedFile | null) {
  const note = await getNote(actor, noteId);
  const { kind, stored } = await storeCheckedFile(file, note.fileType === "pdf" ? "pdf" : "image");
  try {
    await db.note.update({
      where: { id: noteId },
      data: { fileKey: stored.fileKey, fileType: kind.fileType, size: stored.size, uploadedOn: new Date() },
    });
  } catch (error) {
    await removeUpload(stored.fileKey);
    throw error;
  }
  await removeUpload(note.fileKey);
  return { message: "File replaced" };
}

export async function deleteNote(actor: Actor, noteId: number) {
  const note = await getNote(actor, noteId);
  await deleteWithNoteFiles({ id: noteId }, (tx) => tx.note.delete({ where: { id: noteId } }));
  return { message: say("{{name}} deleted", { name: note.name }) };
}
