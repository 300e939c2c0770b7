import { listNotes } from "~/domain/content.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listNotes(actor, numericIdOf(params.subFolderId, "Folder"), numericIdOf(params.folderId, "Folder")),
);
