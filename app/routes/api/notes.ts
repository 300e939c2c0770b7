import { listNotes } from "~/domain/content.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listNotes(actor, idOf(params.subFolderId, "Folder"), idOf(params.folderId, "Folder")),
);
