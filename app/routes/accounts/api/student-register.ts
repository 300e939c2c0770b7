import { registerStudent } from "~/domain/accounts/auth.server";
import { addressOf, apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { studentRegistrationSchema } from "~/schemas/auth";

export const action = apiHandler(async ({ request, context }) => {
  const body = await readJson(request);
  const batch = nested(body, "batch");
  const input = parseInput(studentRegistrationSchema, { ...body, batchId: batch.batchId, subjects: batch.subjects });
  return registerStudent(input, addressOf(context));
}, 201);
