import { listVideos } from "~/domain/content.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listVideos(actor, numericIdOf(params.subFolderId, "Folder")),
);
