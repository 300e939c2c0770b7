import { RenameDialog } from "~/components/edit-dialogs";
import { renameNote } from "~/domain/content/notes.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { noteRenameSchema } from "~/schemas/content";
import { loadNote, toNotesPage } from "../+shared/note-step.server";
import type { Route } from "./+types/rename-note";

/** 'Rename' a note, over its notes page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Rename note") }];
export const loader = loadNote;
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.noteId),
  schema: noteRenameSchema,
  save: renameNote,
  after: toNotesPage,
});

export default function RenameNote({ loaderData: note, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <RenameDialog
      title={t("Rename note")}
      closeTo={`/teacher/notes/${params.folderId}/${params.subFolderId}`}
      field="content_name"
      label={t("Content name")}
      current={note.name}
      lastResult={actionData}
    />
  );
}
