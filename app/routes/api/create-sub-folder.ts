import { createSubFolder } from "~/domain/content.server";
import { assertTeacher } from "~/domain/guards.server";
import { apiHandler, idOf, parseInput, readJson } from "~/http/api.server";
import { newSubFolderSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(newSubFolderSchema, await readJson(request));
  return createSubFolder(actor, idOf(params.folderId, "Folder"), input);
}, 201);
