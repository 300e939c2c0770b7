import { RenameOrDeleteDialog } from "~/components/edit-dialogs";
import { deleteFolder, getFolder, renameFolder } from "~/domain/courses.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { isDeleteStep, renameOrDelete } from "~/http/steps.server";
import { newFolderSchema } from "~/schemas/content";
import type { Route } from "./+types/folder-step";

/** 'Rename' and 'Delete' of a folder, over the folder's page; a deleted folder leads back to its batch. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete folder" : "Rename folder" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const folder = await readForPage(() => getFolder(teacher, idParam(params.folderId)));
  return { deleting: isDeleteStep(request), folder };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const folder = await readForPage(() => getFolder(teacher, idParam(params.folderId)));
  return renameOrDelete({
    request,
    context,
    schema: newFolderSchema,
    rename: (value) => renameFolder(teacher, folder.id, value),
    remove: () => deleteFolder(teacher, folder.id),
    afterRename: `/teacher/content/${folder.subject_id}/${folder.id}`,
    afterDelete: `/teacher/course/${folder.batchId}`,
  });
}

export default function FolderStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, folder } = loaderData;
  return (
    <RenameOrDeleteDialog
      deleting={deleting}
      noun="folder"
      field="folder_name"
      label="Folder name"
      name={folder.folder_name}
      goesWithIt={folder.goes_with_it}
      closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}
      actionData={actionData}
    />
  );
}
