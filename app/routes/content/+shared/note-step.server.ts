import { getNote } from "~/domain/content/notes.server";
import { idPath } from "~/http/pages.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The note that rename-note and delete-note act on (its name only); both land back on its notes page. */
export const loadNote = loadForStep("noteId", async (teacher, id) => {
  const note = await getNote(teacher, id);
  return { id: note.id, name: note.name };
});
export const toNotesPage = (params: { folderId?: string; subFolderId?: string }) =>
  idPath`/teacher/notes/${params.folderId}/${params.subFolderId}`;
