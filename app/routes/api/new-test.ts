import { assertTeacher } from "~/domain/guards.server";
import { createTest } from "~/domain/tests.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newTestApiSchema } from "~/schemas/tests";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newTestApiSchema, await readJson(request));
  return createTest(actor, input.batch_id, input.subject_id, input);
}, 201);
