import { assertTeacher } from "~/domain/access/guards.server";
import { createFolder } from "~/domain/catalogue/subjects.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { newFolderSchema } from "~/schemas/content";
import { folderAnswer } from "../../catalogue/api/+presenter";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const body = await readJson(request);
  // The API spells the key `folder_deatils`; the correct spelling is accepted too.
  const details = { ...nested(body, "folder_details"), ...nested(body, "folder_deatils") };
  const input = parseInput(newFolderSchema, details);
  const subjectId = numericIdOf(params.subjectId, "Subject");
  const { folder, message } = await createFolder(actor, subjectId, numericIdOf(params.batchId, "Batch"), input);
  return { folder: folderAnswer(folder), message };
}, 201);
