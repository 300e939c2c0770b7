import { assertTeacher } from "~/domain/access/guards.server";
import { createTest } from "~/domain/marks/tests.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newTestApiSchema } from "~/schemas/marks";
import { presentTest } from "./+presenter";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newTestApiSchema, await readJson(request));
  const { test, message } = await createTest(actor, input.batch_id, input.subject_id, input);
  return { test: presentTest(test), message };
}, 201);
