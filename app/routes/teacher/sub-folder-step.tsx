import { RenameOrDeleteDialog } from "~/components/edit-dialogs";
import { deleteSubFolder, getSubFolder, renameSubFolder } from "~/domain/content.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { isDeleteStep, renameOrDelete } from "~/http/steps.server";
import { subFolderRenameSchema } from "~/schemas/content";
import type { Route } from "./+types/sub-folder-step";

/** 'Rename' and 'Delete' of a sub-folder, over its folder's page. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete sub-folder" : "Rename sub-folder" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const subFolder = await readForPage(() => getSubFolder(teacher, idParam(params.subFolderId)));
  return { deleting: isDeleteStep(request), subFolder };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subFolderId = idParam(params.subFolderId);
  const back = idPath`/teacher/content/${params.subjectId}/${params.folderId}`;
  return renameOrDelete({
    request,
    context,
    schema: subFolderRenameSchema,
    rename: (value) => renameSubFolder(teacher, subFolderId, value),
    remove: () => deleteSubFolder(teacher, subFolderId),
    afterRename: back,
    afterDelete: back,
  });
}

export default function SubFolderStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, subFolder } = loaderData;
  return (
    <RenameOrDeleteDialog
      deleting={deleting}
      noun="sub-folder"
      field="sub_folder_name"
      label="Folder name"
      name={subFolder.sub_folder_name}
      goesWithIt={subFolder.goes_with_it}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      actionData={actionData}
    />
  );
}
