import { assertTeacher } from "~/domain/access/guards.server";
import { createBatch } from "~/domain/catalogue/batches.server";
import { apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { newBatchSchema } from "~/schemas/batches";
import { savedBatchAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newBatchSchema, nested(await readJson(request), "batch"));
  return savedBatchAnswer(await createBatch(actor, input));
}, 201);
