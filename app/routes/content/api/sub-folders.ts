import { listSubFolders } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { subFoldersAnswer } from "./+presenter";

// The address names this parameter subjectId, but it identifies the folder.
export const loader = apiHandler(async ({ actor, params }) =>
  subFoldersAnswer(await listSubFolders(actor, numericIdOf(params.folderId, "Folder"))),
);
