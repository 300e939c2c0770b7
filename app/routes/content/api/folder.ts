import { deleteFolder, renameFolder } from "~/domain/catalogue/subjects.server";
import { editableResource } from "~/http/api-resource.server";
import { newFolderSchema } from "~/schemas/content";
import { savedFolderAnswer } from "../../catalogue/api/+presenter";

/** PATCH /teacher/folders/{id} `{folder_name}`; DELETE takes its sub-folders, notes (and files) and videos. */
export const action = editableResource("Folder", newFolderSchema, renameFolder, deleteFolder, savedFolderAnswer);
