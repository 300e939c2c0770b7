import { assertTeacher } from "~/domain/access/guards.server";
import { addSlots } from "~/domain/doubts/slots.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { slotListSchema } from "~/schemas/weeks";

export const action = apiHandler(async ({ request, params, actor }) => {
  assertTeacher(actor);
  const { slots } = parseInput(slotListSchema, await readJson(request));
  return addSlots(actor, params.weekId, slots);
}, 201);
