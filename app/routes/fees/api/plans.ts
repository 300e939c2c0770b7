import { assertTeacher } from "~/domain/access/guards.server";
import { createPlan, listPlans } from "~/domain/fees/plans.server";
import { apiHandler, parseInput, queryOf, readJson } from "~/http/api.server";
import { duesSearchSchema, feePlanSchema } from "~/schemas/fees";
import { planStepAnswer, plansAnswer } from "./+presenter";

/** GET /teacher/fees/plans?batch=: the fee plans (of one batch). */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return plansAnswer(await listPlans(actor, parseInput(duesSearchSchema, queryOf(request)).batch));
});

/** POST /teacher/fees/plans `{name, batch_id, total, instalments:[{amount, due_on}]}`: 201. */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return planStepAnswer(await createPlan(actor, parseInput(feePlanSchema, await readJson(request))));
}, 201);
