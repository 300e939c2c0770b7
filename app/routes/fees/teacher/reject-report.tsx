import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { rejectUpiPayment } from "~/domain/fees/upi.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { rejectSchema } from "~/schemas/fees";
import type { Route } from "./+types/reject-report";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Reject reported payment" }];

export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { title: translatorOf(context, "fees")("Reject reported payment") };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.reportId),
  schema: rejectSchema,
  save: rejectUpiPayment,
  after: () => "/teacher/fees",
});

/** 'Reject' a student's 'I have paid': the reason is what the student reads on their Fees page. */
export default function RejectReport({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ reason: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Reject reported payment")} closeTo="/teacher/fees">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Reason")} meta={fields.reason} hint={t("e.g. No such payment reached the account")} />
        <SubmitButton>{t("Reject")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
