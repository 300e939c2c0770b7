import { assertTeacher } from "~/domain/access/guards.server";
import { putManyOnPlan } from "~/domain/fees/batch-plan.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { putManyOnPlanSchema } from "~/schemas/fees";

/**
 * POST /teacher/fees/accounts/many `{plan_id, student_ids?}`: puts the listed students, or without a list the
 * plan's whole batch, on the plan; `{added, kept, message}`. Those already on a plan are kept, so sending it again
 * adds nobody.
 */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return putManyOnPlan(actor, parseInput(putManyOnPlanSchema, await readJson(request)));
});
