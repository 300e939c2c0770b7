import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteSubFolder } from "~/domain/content.server";
import { loadSubFolder, toFolderPage } from "./+shared/sub-folder-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/delete-sub-folder";

/** 'Delete' a sub-folder with its notes and videos, over its folder's page. */
export const meta: Route.MetaFunction = () => [{ title: "Delete sub-folder" }];
export const loader = loadSubFolder;
export const action = buttonStep("subFolderId", deleteSubFolder, toFolderPage);

export default function DeleteSubFolder({ loaderData: subFolder, actionData, params }: Route.ComponentProps) {
  return (
    <DeleteDialog
      noun="sub-folder"
      name={subFolder.name}
      goesWithIt={subFolder.goesWithIt}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      actionData={actionData}
    />
  );
}
