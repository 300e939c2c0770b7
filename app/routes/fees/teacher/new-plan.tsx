import { createPlan, feeBatches } from "~/domain/fees/plans.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { feePlanSchema, MOST_INSTALMENTS } from "~/schemas/fees";
import { feeDialogAction } from "../+shared/fee-dialog.server";
import { PlanDialog } from "../+shared/plan-form";
import type { Route } from "./+types/new-plan";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "New fee plan" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const batches = await feeBatches(requireTeacher(context));
  const title = translatorOf(context, "fees")("New fee plan");
  return { title, batches, batch: new URL(request.url).searchParams.get("batch") ?? "" };
}

export const action = feeDialogAction({
  schema: feePlanSchema,
  rows: MOST_INSTALMENTS,
  save: createPlan,
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
