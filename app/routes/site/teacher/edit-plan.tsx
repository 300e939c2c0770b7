import { editPlan, readPlan } from "~/domain/site/price-plans.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { planSchema } from "~/schemas/site";
import { PlanDialog } from "../+shared/plan-dialog";
import type { Route } from "./+types/edit-plan";

/** 'Edit' a price plan of the Site page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit plan") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => readPlan(teacher, idParam(params.planId)));
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: planSchema,
  target: (params) => idParam(params.planId),
  save: (teacher, id, value) => editPlan(teacher, id, value),
  after: () => "/teacher/site#plans",
});

export default function EditPlan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanDialog plan={loaderData} actionData={actionData} />;
}
