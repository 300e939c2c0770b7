import type {
  getSubjectDetails,
  listNotes,
  listSubFolders,
  listVideos,
  Note,
  SubFolder,
  Video,
} from "~/domain/content/folders.server";

type Answer<Read extends (...args: never[]) => unknown> = Awaited<ReturnType<Read>>;

/** GET /student/subjectDetails/{subjectId}: a subject's folders in the API's field names. */
export const subjectDetailsAnswer = ({ subject, folders }: Answer<typeof getSubjectDetails>) => ({
  subject: { id: subject.id, subject_name: subject.name },
  folders: folders.map((folder) => ({ id: folder.id, folder_name: folder.name, subject_id: folder.subjectId })),
  permitted: true,
  message: folders.length > 0 ? "Subject details" : "No folders have been uploaded yet.",
});

export const subFolderAnswer = (sub: SubFolder) => ({
  id: sub.id,
  folder_id: sub.folderId,
  type: sub.type,
  subfolder_name: sub.name,
  uploaded_on: sub.uploadedOn.toISOString(),
});

/** GET /content/subFolders/{folderId}: a folder and its sub-folders. */
export const subFoldersAnswer = ({ folder, subFolders }: Answer<typeof listSubFolders>) => ({
  folder: {
    id: folder.id,
    folder_name: folder.name,
    subject_id: folder.subjectId,
    subject_name: folder.subjectName,
    batch_id: folder.batchId,
  },
  subFolders: subFolders.map(subFolderAnswer),
  message: subFolders.length > 0 ? "Folder contents" : "No content uploaded yet",
});

const shortSubFolder = (sub: { id: number; name: string; folderId: number }) => ({
  id: sub.id,
  subfolder_name: sub.name,
  folder_id: sub.folderId,
});

const noteAnswer = (note: Note) => ({
  id: note.id,
  content_name: note.name,
  content_url: note.url,
  file_type: note.fileType,
  size: note.size,
  uploaded_on: note.uploadedOn.toISOString(),
});

/** GET /content/notes/{folderId}/{subFolderId}: a sub-folder's notes. */
export const notesAnswer = ({ subFolder, subjectId, notes }: Answer<typeof listNotes>) => ({
  subFolder: shortSubFolder(subFolder),
  subjectId,
  content: notes.map(noteAnswer),
  message: notes.length > 0 ? "Notes" : "No content uploaded yet",
});

/** A note just uploaded. */
export const newNoteAnswer = (note: { id: number; name: string; url: string; uploadedOn: Date }) => ({
  id: note.id,
  content_name: note.name,
  content_url: note.url,
  uploaded_on: note.uploadedOn.toISOString(),
});

export const videoAnswer = (video: Video) => ({ id: video.id, video_name: video.name, content_url: video.url });

/** GET /content/videos/{subFolderId}: a sub-folder's videos. */
export const videosAnswer = ({ subFolder, subjectId, videos }: Answer<typeof listVideos>) => ({
  subFolder: shortSubFolder(subFolder),
  subjectId,
  videos: videos.map(videoAnswer),
  message: videos.length > 0 ? "Videos" : "No videos added yet",
});

type Said = { message: string };
export const savedVideoAnswer = ({ video, message }: Said & { video: Video }) => ({
  video: videoAnswer(video),
  message,
});
export const renamedNoteAnswer = ({ note, message }: Said & { note: { id: number; name: string } }) => ({
  note: { id: note.id, content_name: note.name },
  message,
});
export const renamedSubFolderAnswer = ({ subFolder, message }: Said & { subFolder: { id: number; name: string } }) => ({
  subFolder: { id: subFolder.id, subfolder_name: subFolder.name },
  message,
});
