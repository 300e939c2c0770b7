import { RenameDialog } from "~/components/edit-dialogs";
import { renameFolder } from "~/domain/catalogue/subjects.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newFolderSchema } from "~/schemas/content";
import { loadFolder } from "../+shared/folder-step.server";
import type { Route } from "./+types/rename-folder";

/** 'Rename' a folder, over the folder's page; the teacher lands back on it. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Rename folder") }];
export const loader = loadFolder;

export async function action(args: Route.ActionArgs) {
  const folder = await loadFolder(args);
  const toFolder = () => `/teacher/content/${folder.subjectId}/${folder.id}`;
  return dialogAction({
    guard: requireTeacher,
    target: (params) => idParam(params.folderId),
    schema: newFolderSchema,
    save: renameFolder,
    after: toFolder,
  })(args);
}

export default function RenameFolder({ loaderData: folder, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <RenameDialog
      title={t("Rename folder")}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      field="folder_name"
      label={t("Folder name")}
      current={folder.name}
      lastResult={actionData}
    />
  );
}
