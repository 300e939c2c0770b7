import { deletePlan, editPlan } from "~/domain/fees/plans.server";
import { editableResource } from "~/http/api-resource.server";
import { feePlanSchema } from "~/schemas/fees";
import { planStepAnswer } from "./+presenter";

/** PATCH /teacher/fees/plans/{id} (the whole plan; amounts only while unused, else 409); DELETE while unused. */
export const action = editableResource(
  "Fee plan",
  feePlanSchema,
  editPlan,
  (teacher, id) => deletePlan(teacher, id),
  planStepAnswer,
);
