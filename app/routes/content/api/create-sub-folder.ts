import { assertTeacher } from "~/domain/access/guards.server";
import { createSubFolder } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newSubFolderSchema } from "~/schemas/content";
import { subFolderAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(newSubFolderSchema, await readJson(request));
  const { subFolder, message } = await createSubFolder(actor, numericIdOf(params.folderId, "Folder"), input);
  return { subFolder: subFolderAnswer(subFolder), message };
}, 201);
