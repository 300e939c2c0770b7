import { retirePlan } from "~/domain/fees/plans.server";
import { resourceStep } from "~/http/api-resource.server";

/** POST /teacher/fees/plans/{id}/retire: nobody new goes on it. */
export const action = resourceStep("Fee plan", (teacher, id) => retirePlan(teacher, id, true));
