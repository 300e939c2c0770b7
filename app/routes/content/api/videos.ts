import { listVideos } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { videosAnswer } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  videosAnswer(await listVideos(actor, numericIdOf(params.subFolderId, "Folder"))),
);
