import { RenameDialog } from "~/components/edit-dialogs";
import { renameSubFolder } from "~/domain/content/folders.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { subFolderRenameSchema } from "~/schemas/content";
import { loadSubFolder, toFolderPage } from "../+shared/sub-folder-step.server";
import type { Route } from "./+types/rename-sub-folder";

/** 'Rename' a sub-folder, over its folder's page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Rename sub-folder") }];
export const loader = loadSubFolder;
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.subFolderId),
  schema: subFolderRenameSchema,
  save: renameSubFolder,
  after: toFolderPage,
});

export default function RenameSubFolder({ loaderData: subFolder, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <RenameDialog
      title={t("Rename sub-folder")}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      field="sub_folder_name"
      label={t("Folder name")}
      current={subFolder.name}
      lastResult={actionData}
    />
  );
}
