import { ConfirmRemoval } from "~/components/confirm-removal";
import { readPlan, removePlan } from "~/domain/site/price-plans.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/remove-plan";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Remove plan") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const plan = await readForPage(() => readPlan(teacher, idParam(params.planId)));
  return { name: plan.name };
}

export async function action({ params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleButton(context, "/teacher/site#plans", () => removePlan(teacher, idParam(params.planId)));
}

export default function RemovePlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <ConfirmRemoval
      title={t("Remove plan")}
      what={loaderData.name}
      closeTo="/teacher/site#plans"
      failure={actionData?.message}
    />
  );
}
