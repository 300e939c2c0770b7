import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** 'Add folder' on a batch's page. */
export const contentOnBatchPage = [route("subjects/:subjectId/folders/new", "routes/content/teacher/new-folder.tsx")];

/** A subject's folders, notes and videos, for the student and the teacher; the notes' files. */
export const contentRoutes: AreaRoutes = {
  open: [
    route("student/pdf", "routes/content/pdf-viewer.tsx"),
    route("files/notes/:noteId", "routes/content/note-file.ts"),
  ],
  student: [
    route("subject/:subjectId", "routes/content/student/subject.tsx"),
    // The content pages serve both the teacher and the student; the address says whose view it is.
    route("student/content/:subjectId/:folderId", "routes/content/student/student-folder.tsx"),
    route("student/notes/:folderId/:subFolderId", "routes/content/student/student-notes.tsx"),
    route("student/videos/:folderId/:subFolderId", "routes/content/student/student-videos.tsx"),
  ],
  teacher: [
    route("teacher/content/:subjectId/:folderId", "routes/content/teacher/teacher-folder.tsx", [
      route("new", "routes/content/teacher/new-sub-folder.tsx"),
      // Renaming and deleting a folder
      route("rename", "routes/content/teacher/rename-folder.tsx"),
      route("delete", "routes/content/teacher/delete-folder.tsx"),
      route("sub/:subFolderId/rename", "routes/content/teacher/rename-sub-folder.tsx"),
      route("sub/:subFolderId/delete", "routes/content/teacher/delete-sub-folder.tsx"),
    ]),
    route("teacher/notes/:folderId/:subFolderId", "routes/content/teacher/teacher-notes.tsx", [
      route("new", "routes/content/teacher/new-note.tsx"),
      // Renaming, replacing and deleting a note
      route(":noteId/rename", "routes/content/teacher/rename-note.tsx"),
      route(":noteId/replace", "routes/content/teacher/note-replace.tsx"),
      route(":noteId/delete", "routes/content/teacher/delete-note.tsx"),
    ]),
    route("teacher/videos/:folderId/:subFolderId", "routes/content/teacher/teacher-videos.tsx", [
      route("new", "routes/content/teacher/new-video.tsx"),
      // Editing and deleting a video
      route(":videoId/edit", "routes/content/teacher/edit-video.tsx"),
      route(":videoId/delete", "routes/content/teacher/delete-video.tsx"),
    ]),
  ],
  api: [
    route("teacher/createFolder/:subjectId/:batchId", "routes/content/api/create-folder.ts"),
    route("student/subjectDetails/:subjectId", "routes/content/api/subject-details.ts"),
    route("student/subFolders/:folderId", "routes/content/api/sub-folders.ts"),
    route("teacher/createSubFolder/:folderId", "routes/content/api/create-sub-folder.ts"),
    route("student/content/:folderId/:subFolderId", "routes/content/api/notes.ts"),
    route("teacher/content/:subjectId/:subFolderId", "routes/content/api/upload-note.ts"),
    route("student/videos/:subFolderId", "routes/content/api/videos.ts"),
    route("teacher/videos/:subFolderId", "routes/content/api/add-video.ts"),
    route("teacher/folders/:id", "routes/content/api/folder.ts"),
    route("teacher/subFolders/:id", "routes/content/api/sub-folder.ts"),
    route("teacher/notes/:id", "routes/content/api/note.ts"),
    route("teacher/video/:id", "routes/content/api/video.ts"), // "videos/{id}" adds to a sub-folder
  ],
};
