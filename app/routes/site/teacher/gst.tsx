import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { CheckboxField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { readGstSettings, saveGstSettings } from "~/domain/fees/gst/gst-settings.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import { gstSettingsSchema } from "~/schemas/gst";
import { stateOptions } from "../../fees/+shared/state-options";
import type { Route } from "./+types/gst";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "GST" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { title: translatorOf(context, "fees")("GST"), settings: await readGstSettings() };
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: gstSettingsSchema,
  save: (teacher, _none, value) => saveGstSettings(teacher, value),
  after: () => "/teacher/site#gst",
});

/**
 * Whether the institute is GST-registered, its GSTIN and state, and whether its fees include GST. A GSTIN that is
 * mistyped or of another state is refused at its field, with everything typed kept.
 */
export default function GstDialog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const { settings } = loaderData;
  const [form, fields] = useForm<{ registered: string; gstin: string; state: string; fees_include_gst: string }>({
    lastResult: actionData,
    defaultValue: {
      registered: settings.registered ? "on" : "",
      gstin: settings.gstin,
      state: settings.state,
      fees_include_gst: settings.fees_include_gst ? "on" : "",
    },
  });
  return (
    <RouteDialog title={t("GST")} closeTo="/teacher/site">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <CheckboxField label={t("GST-registered")} meta={fields.registered} />
        <Field label={t("GSTIN")} meta={fields.gstin} hint={t("15 characters, e.g. 27AAPFU0939F1ZV")} />
        <SelectField
          label={t("The institute's state")}
          meta={fields.state}
          placeholder={t("Choose a state")}
          options={stateOptions(t)}
        />
        <CheckboxField label={t("Fees include GST")} meta={fields.fees_include_gst} />
        <p className="hint">
          {t(
            "From the next payment on, each receipt is a tax invoice cum receipt. Fees that exclude GST carry 18 % on top for students put on a plan from then on.",
          )}
        </p>
        <SubmitButton>{t("Save GST details")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
