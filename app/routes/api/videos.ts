import { listVideos } from "~/domain/content.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => listVideos(actor, idOf(params.subFolderId, "Folder")));
