import { assertTeacher } from "~/domain/access/guards.server";
import { putOnPlan } from "~/domain/fees/accounts.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { putOnPlanSchema } from "~/schemas/fees";

/** POST /teacher/fees/accounts `{student_id, plan_id, discount?, discount_reason?}`: puts a student on a plan. */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return putOnPlan(actor, parseInput(putOnPlanSchema, await readJson(request)));
});
