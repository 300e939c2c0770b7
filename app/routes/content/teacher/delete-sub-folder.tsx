import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteSubFolder } from "~/domain/content/folders.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadSubFolder, toFolderPage } from "../+shared/sub-folder-step.server";
import type { Route } from "./+types/delete-sub-folder";

/** 'Delete' a sub-folder with its notes and videos, over its folder's page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete sub-folder") }];
export const loader = loadSubFolder;
export const action = buttonStep("subFolderId", deleteSubFolder, toFolderPage);

export default function DeleteSubFolder({ loaderData: subFolder, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <DeleteDialog
      title={t("Delete sub-folder")}
      name={subFolder.name}
      goesWithIt={subFolder.goesWithIt}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      actionData={actionData}
    />
  );
}
