import { deleteNote, renameNote } from "~/domain/content/notes.server";
import { editableResource } from "~/http/api-resource.server";
import { noteRenameSchema } from "~/schemas/content";
import { renamedNoteAnswer } from "./+presenter";

/** PATCH /teacher/notes/{id} `{content_name}`; DELETE removes the note and its file. */
export const action = editableResource("Note", noteRenameSchema, renameNote, deleteNote, renamedNoteAnswer);
