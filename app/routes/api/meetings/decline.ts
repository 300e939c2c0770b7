import { declineDoubtRequest } from "~/domain/cancellations.server";
import { assertTeacher } from "~/domain/guards.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { declineSchema } from "~/schemas/booking";

export const action = apiHandler(async ({ request, params, actor }) => {
  assertTeacher(actor);
  const input = parseInput(declineSchema, await readJson(request));
  return declineDoubtRequest(actor, params.doubtId, input);
});
