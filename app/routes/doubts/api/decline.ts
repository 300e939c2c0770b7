import { assertTeacher } from "~/domain/access/guards.server";
import { declineDoubtRequest } from "~/domain/doubts/cancellations.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { declineSchema } from "~/schemas/booking";

export const action = apiHandler(async ({ request, params, actor }) => {
  assertTeacher(actor);
  const input = parseInput(declineSchema, await readJson(request));
  return declineDoubtRequest(actor, params.doubtId, input);
});
