import { createPlan, feeBatches } from "~/domain/fees/plans.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { feePlanSchema, MOST_INSTALMENTS } from "~/schemas/fees";
import { PlanDialog } from "../+shared/plan-form";
import type { Route } from "./+types/new-plan";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "New fee plan" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const batches = await feeBatches(requireTeacher(context));
  const title = translatorOf(context, "fees")("New fee plan");
  return { title, batches, batch: new URL(request.url).searchParams.get("batch") ?? "" };
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: feePlanSchema,
  save: (teacher, _none, value) => createPlan(teacher, value),
  rows: MOST_INSTALMENTS,
  after: () => "/teacher/fees",
});

export default function NewPlan({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlanDialog
      title={loaderData.title}
      batches={loaderData.batches}
      values={{ name: "", batch_id: loaderData.batch, total: "", instalments: [] }}
      lastResult={actionData}
    />
  );
}
