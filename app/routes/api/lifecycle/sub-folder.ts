import { deleteSubFolder, renameSubFolder } from "~/domain/content.server";
import { editableResource } from "~/http/api-resource.server";
import { subFolderRenameSchema } from "~/schemas/content";

/** PATCH /teacher/subFolders/{id} `{sub_folder_name}`; DELETE takes its notes (and files) and videos. */
export const action = editableResource(
  "Sub-folder",
  subFolderRenameSchema,
  async (teacher, id, input) => {
    const { subFolder, message } = await renameSubFolder(teacher, id, input);
    return { subFolder: { id: subFolder.id, subfolder_name: subFolder.name }, message };
  },
  deleteSubFolder,
);
