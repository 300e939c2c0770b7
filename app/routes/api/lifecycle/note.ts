import { deleteNote, renameNote } from "~/domain/notes.server";
import { editableResource } from "~/http/api-resource.server";
import { noteRenameSchema } from "~/schemas/content";

/** PATCH /teacher/notes/{id} `{content_name}`; DELETE removes the note and its file. */
export const action = editableResource(
  "Note",
  noteRenameSchema,
  async (teacher, id, input) => {
    const { note, message } = await renameNote(teacher, id, input);
    return { note: { id: note.id, content_name: note.name }, message };
  },
  deleteNote,
);
