import { listSubFolders } from "~/domain/content.server";
import { apiHandler, idOf } from "~/http/api.server";

// SPEC names this parameter subjectId, but it identifies the folder (DESIGN.md, departure 16).
export const loader = apiHandler(async ({ actor, params }) => listSubFolders(actor, idOf(params.folderId, "Folder")));
