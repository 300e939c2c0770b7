import { listSubFolders } from "~/domain/content.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

// SPEC names this parameter subjectId, but it identifies the folder (DESIGN.md, departure 16).
export const loader = apiHandler(async ({ actor, params }) =>
  listSubFolders(actor, numericIdOf(params.folderId, "Folder")),
);
