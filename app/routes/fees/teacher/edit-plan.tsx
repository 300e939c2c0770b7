import { editPlan, feeBatches, planFormValues } from "~/domain/fees/plans.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { feePlanSchema, MOST_INSTALMENTS } from "~/schemas/fees";
import { PlanDialog } from "../+shared/plan-form";
import type { Route } from "./+types/edit-plan";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Edit fee plan" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [{ plan, values }, batches] = await Promise.all([
    readForPage(() => planFormValues(teacher, idParam(params.planId))),
    feeBatches(teacher),
  ]);
  // A plan of an archived batch still shows its own batch.
  const withOwn = batches.some((batch) => batch.id === plan.batch.id) ? batches : [...batches, plan.batch];
  const title = translatorOf(context, "fees")("Edit fee plan");
  return { title, values, batches: withOwn, inUse: plan.students > 0 };
}

/** Renaming always works; changing amounts, batch or dates is refused (409) once students are on the plan. */
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.planId),
  schema: feePlanSchema,
  save: editPlan,
  rows: MOST_INSTALMENTS,
  after: () => "/teacher/fees",
});

export default function EditPlan({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlanDialog
      title={loaderData.title}
      batches={loaderData.batches}
      values={loaderData.values}
      lastResult={actionData}
      inUse={loaderData.inUse}
    />
  );
}
