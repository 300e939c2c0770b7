import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { putOnPlan, studentFees } from "~/domain/fees/accounts.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { putOnPlanSchema } from "~/schemas/fees";
import { feeWriter, plansToChoose } from "../+shared/fee-view.server";
import { PlanFields } from "../+shared/plan-fields";
import type { Route } from "./+types/student-plan";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Put on plan" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const fees = await readForPage(() => studentFees(teacher, idParam(params.studentId)));
  const title = translatorOf(context, "fees")("Put on plan");
  return { title, student: fees.student, plans: plansToChoose(fees.plans, feeWriter(languageFrom(context))) };
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: putOnPlanSchema,
  save: (teacher, _none, value) => putOnPlan(teacher, value),
  after: (params) => idPath`/teacher/students/${params.studentId}`,
  fromAddress: (params) => ({ student_id: String(idParam(params.studentId)) }),
});

/** 'Put on plan' on a student's page: a plan of their batch, with an optional discount or scholarship. */
export default function StudentPlan({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ plan_id: string; discount: string; discount_reason: string }>({
    lastResult: actionData,
  });
  return (
    <RouteDialog title={t("Put on plan")} closeTo={`/teacher/students/${params.studentId}`}>
      {loaderData.plans.length === 0 ? (
        <p className="empty">{t("The student's batch has no fee plan in use: make one on the Fees page first.")}</p>
      ) : (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <PlanFields fields={fields} plans={loaderData.plans} />
          <SubmitButton>{t("Put on plan")}</SubmitButton>
        </Form>
      )}
    </RouteDialog>
  );
}
