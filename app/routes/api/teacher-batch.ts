import { createBatch } from "~/domain/batches.server";
import { assertTeacher } from "~/domain/guards.server";
import { apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { newBatchSchema } from "~/schemas/batches";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newBatchSchema, nested(await readJson(request), "batch"));
  return createBatch(actor, input);
}, 201);
