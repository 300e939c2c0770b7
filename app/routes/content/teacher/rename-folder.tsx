import { useTranslation } from "react-i18next";
import { RenameDialog } from "~/components/edit-dialogs";
import { renameFolder } from "~/domain/catalogue/subjects.server";
import { pageTranslate } from "~/i18n/page-translator";
import { newFolderSchema } from "~/schemas/content";
import { formStep } from "../../accounts/+shared/teacher-step.server";
import { loadFolder } from "../+shared/folder-step.server";
import type { Route } from "./+types/rename-folder";

/** 'Rename' a folder, over the folder's page; the teacher lands back on it. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Rename folder") }];
export const loader = loadFolder;

export async function action(args: Route.ActionArgs) {
  const folder = await loadFolder(args);
  const toFolder = () => `/teacher/content/${folder.subjectId}/${folder.id}`;
  return formStep("folderId", newFolderSchema, renameFolder, toFolder)(args);
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
