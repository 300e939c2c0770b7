import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { readUpiSettings, saveUpiSettings } from "~/domain/fees/upi.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import { upiSettingsSchema } from "~/schemas/fees";
import type { Route } from "./+types/upi";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "UPI payments" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { title: translatorOf(context, "fees")("UPI payments"), settings: await readUpiSettings() };
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: upiSettingsSchema,
  save: (teacher, _none, value) => saveUpiSettings(teacher, value),
  after: () => "/teacher/site#upi",
});

/** The institute's UPI ID and payee name: 'Pay with UPI' links and QR codes for fees use them. */
export default function UpiDialog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ upi_id: string; upi_payee: string }>({
    lastResult: actionData,
    defaultValue: loaderData.settings,
  });
  return (
    <RouteDialog title={t("UPI payments")} closeTo="/teacher/site">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          label={t("UPI ID")}
          meta={fields.upi_id}
          hint={t("e.g. vidyacoaching@okaxis; leave empty to turn UPI off")}
        />
        <Field
          label={t("Payee name")}
          meta={fields.upi_payee}
          hint={t("The name UPI apps show, e.g. Vidya Coaching")}
        />
        <SubmitButton>{t("Save UPI details")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
