import { ConfirmDialog, RenameDialog } from "~/components/edit-dialogs";
import { deleteFolder, getFolder, renameFolder } from "~/domain/courses.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { newFolderSchema } from "~/schemas/content";
import type { Route } from "./+types/folder-step";

/** 'Rename' and 'Delete' of a folder, over the folder's page; the address's last part says which. */
const isDelete = (request: Request) => new URL(request.url).pathname.endsWith("/delete");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete folder" : "Rename folder" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const folder = await readForPage(() => getFolder(teacher, idParam(params.folderId)));
  return { deleting: isDelete(request), folder };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const folderId = idParam(params.folderId);
  if (isDelete(request)) {
    const { batchId } = await readForPage(() => getFolder(teacher, folderId));
    return handleButton(context, `/teacher/course/${batchId}`, () => deleteFolder(teacher, folderId));
  }
  return handleForm(await readFormData(request), newFolderSchema, async (value) => {
    const { message } = await renameFolder(teacher, folderId, value);
    return redirectWithToast(context, `/teacher/content/${params.subjectId}/${folderId}`, "success", message);
  });
}

export default function FolderStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, folder } = loaderData;
  const closeTo = `/teacher/content/${params.subjectId}/${params.folderId}`;
  if (!deleting) {
    return (
      <RenameDialog
        title="Rename folder"
        closeTo={closeTo}
        field="folder_name"
        label="Folder name"
        current={folder.folder_name}
        lastResult={actionData && "status" in actionData ? actionData : undefined}
      />
    );
  }
  return (
    <ConfirmDialog
      title="Delete folder"
      closeTo={closeTo}
      button="Delete"
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <p>
        Delete <strong>{folder.folder_name}</strong>? With it go: {folder.goes_with_it}. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
