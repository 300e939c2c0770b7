import { addPlan } from "~/domain/site/price-plans.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { pageTranslate } from "~/i18n/page-translator";
import { planSchema } from "~/schemas/site";
import { PlanDialog } from "../+shared/plan-dialog";
import type { Route } from "./+types/new-plan";

/** 'Add plan' on the Site page: a price card whose button leads to registration or booking. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add plan") }];
export const loader = teacherOnlyLoader;
export const action = dialogAction({
  guard: requireTeacher,
  schema: planSchema,
  save: (teacher, _none, value) => addPlan(teacher, value),
  after: () => "/teacher/site#plans",
});

export default function NewPlan({ actionData }: Route.ComponentProps) {
  return <PlanDialog plan={null} actionData={actionData} />;
}
