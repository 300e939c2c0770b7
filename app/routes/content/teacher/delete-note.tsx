import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteNote } from "~/domain/content/notes.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadNote, toNotesPage } from "../+shared/note-step.server";
import type { Route } from "./+types/delete-note";

/** 'Delete' a note and its file, over its notes page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete note") }];
export const loader = loadNote;
export const action = buttonStep("noteId", deleteNote, toNotesPage);

export default function DeleteNote({ loaderData: note, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <DeleteDialog
      title={t("Delete note")}
      name={note.name}
      closeTo={`/teacher/notes/${params.folderId}/${params.subFolderId}`}
      actionData={actionData}
    />
  );
}
