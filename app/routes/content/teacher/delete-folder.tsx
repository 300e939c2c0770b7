import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteFolder } from "~/domain/catalogue/subjects.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadFolder } from "../+shared/folder-step.server";
import type { Route } from "./+types/delete-folder";

/** 'Delete' a folder with its sub-folders, over the folder's page; the teacher lands on its batch's page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete folder") }];
export const loader = loadFolder;

export async function action(args: Route.ActionArgs) {
  const folder = await loadFolder(args);
  return buttonStep("folderId", deleteFolder, () => `/teacher/course/${folder.batchId}`)(args);
}

export default function DeleteFolder({ loaderData: folder, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <DeleteDialog
      title={t("Delete folder")}
      name={folder.name}
      goesWithIt={folder.goesWithIt}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      actionData={actionData}
    />
  );
}
