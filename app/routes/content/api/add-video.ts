import { assertTeacher } from "~/domain/access/guards.server";
import { addVideo } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newVideoSchema } from "~/schemas/content";
import { videoAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(newVideoSchema, await readJson(request));
  const { videos, message } = await addVideo(actor, numericIdOf(params.subFolderId, "Folder"), input);
  return { newContent: videos.map(videoAnswer), message };
}, 201);
