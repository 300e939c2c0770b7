import { addVideo } from "~/domain/content.server";
import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newVideoSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(newVideoSchema, await readJson(request));
  return addVideo(actor, numericIdOf(params.subFolderId, "Folder"), input);
}, 201);
