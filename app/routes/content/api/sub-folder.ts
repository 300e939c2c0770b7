import { deleteSubFolder, renameSubFolder } from "~/domain/content/folders.server";
import { editableResource } from "~/http/api-resource.server";
import { subFolderRenameSchema } from "~/schemas/content";
import { renamedSubFolderAnswer } from "./+presenter";

/** PATCH /teacher/subFolders/{id} `{sub_folder_name}`; DELETE takes its notes (and files) and videos. */
export const action = editableResource(
  "Sub-folder",
  subFolderRenameSchema,
  renameSubFolder,
  deleteSubFolder,
  renamedSubFolderAnswer,
);
