import { retirePlan } from "~/domain/fees/plans.server";
import { resourceStep } from "~/http/api-resource.server";
import { planStepAnswer } from "./+presenter";

/** POST /teacher/fees/plans/{id}/retire: nobody new goes on it. */
export const action = resourceStep("Fee plan", async (teacher, id) =>
  planStepAnswer(await retirePlan(teacher, id, true)),
);
