import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { createFolder } from "~/domain/subjects.server";
import { apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { newFolderSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const body = await readJson(request);
  // SPEC spells the key `folder_deatils`; the correct spelling is accepted too.
  const details = { ...nested(body, "folder_details"), ...nested(body, "folder_deatils") };
  const input = parseInput(newFolderSchema, details);
  return createFolder(actor, numericIdOf(params.subjectId, "Subject"), numericIdOf(params.batchId, "Batch"), input);
}, 201);
