import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteNote } from "~/domain/notes.server";
import { loadNote, toNotesPage } from "./+shared/note-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/delete-note";

/** 'Delete' a note and its file, over its notes page. */
export const meta: Route.MetaFunction = () => [{ title: "Delete note" }];
export const loader = loadNote;
export const action = buttonStep("noteId", deleteNote, toNotesPage);

export default function DeleteNote({ loaderData: note, actionData, params }: Route.ComponentProps) {
  return (
    <DeleteDialog
      noun="note"
      name={note.name}
      closeTo={`/teacher/notes/${params.folderId}/${params.subFolderId}`}
      actionData={actionData}
    />
  );
}
