import { RenameOrDeleteDialog } from "~/components/edit-dialogs";
import { deleteNote, getNote, renameNote } from "~/domain/notes.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { isDeleteStep, renameOrDelete } from "~/http/steps.server";
import { noteRenameSchema } from "~/schemas/content";
import type { Route } from "./+types/note-step";

/** 'Rename' and 'Delete' of a note, over its notes page; deleting removes its file too. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete note" : "Rename note" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const note = await readForPage(() => getNote(teacher, idParam(params.noteId)));
  return { deleting: isDeleteStep(request), note: { id: note.id, name: note.name } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const noteId = idParam(params.noteId);
  const back = idPath`/teacher/notes/${params.folderId}/${params.subFolderId}`;
  return renameOrDelete({
    request,
    context,
    schema: noteRenameSchema,
    rename: (value) => renameNote(teacher, noteId, value),
    remove: () => deleteNote(teacher, noteId),
    afterRename: back,
    afterDelete: back,
  });
}

export default function NoteStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, note } = loaderData;
  return (
    <RenameOrDeleteDialog
      deleting={deleting}
      noun="note"
      field="content_name"
      label="Content name"
      name={note.name}
      closeTo={`/teacher/notes/${params.folderId}/${params.subFolderId}`}
      actionData={actionData}
    />
  );
}
