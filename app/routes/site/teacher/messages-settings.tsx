import { type FieldMetadata, getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { CheckboxField } from "~/components/photo-field";
import { rupeesText } from "~/domain/fees/money";
import { CHANNELS } from "~/domain/messages/kinds";
import { messagingSetup, saveMessagingSettings } from "~/domain/messages/provider-settings.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { CHANNEL_LABELS, messagingSettingsSchema, removeField, type SecretField } from "~/schemas/messages";
import "~/styles/site-settings.css";
import type { Route } from "./+types/messages-settings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Messages to phones" }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const { values, secrets, webhooks } = await messagingSetup(teacher);
  // The boxes as they are typed: costs in rupees, the checkbox as a form sends it.
  const form = {
    ...values,
    sms_fallback: values.sms_fallback ? "on" : "",
    sms_cost: rupeesText(values.sms_cost),
    whatsapp_cost: rupeesText(values.whatsapp_cost),
  };
  return { title: translatorOf(context, "messages")("Messages to phones"), form, secrets, webhooks };
}

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), messagingSettingsSchema, async (value) => {
    const { message } = await saveMessagingSettings(teacher, value);
    return redirectWithToast(context, "/teacher/site/messages", "success", message);
  });
}

type Meta = FieldMetadata<string | number | undefined>;
type SecretState = { set: boolean; ends: string | null };

/** A secret's box is always empty (a stored one is never sent back); beside it, whether one is stored, and 'Remove'. */
function SecretBox({ label, meta, remove, state }: { label: string; meta: Meta; remove: Meta; state: SecretState }) {
  const { t } = useTranslation("messages");
  const { key, ...props } = getInputProps(meta, { type: "password", ariaDescribedBy: `${meta.id}-state` });
  const { key: removeKey, ...removeProps } = getInputProps(remove as FieldMetadata<string>, { type: "checkbox" });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input key={key} {...props} defaultValue="" autoComplete="off" />
      <small id={`${meta.id}-state`} className="hint">
        {state.set
          ? state.ends
            ? t("Set (ends …{{end}}): leave empty to keep it", { end: state.ends })
            : t("Set: leave empty to keep it")
          : t("Not set")}
      </small>
      {state.set ? (
        <label className="checkbox-label">
          <input key={removeKey} {...removeProps} aria-label={t("Remove {{name}}", { name: label })} /> {t("Remove")}
        </label>
      ) : null}
      <p id={meta.errorId} className="field-error">
        {meta.errors?.join(". ")}
      </p>
    </div>
  );
}

/** How messages reach families' phones: the channel, and each provider's account, on one plain form. */
export default function MessagesSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("messages");
  const { form: values, secrets, webhooks } = loaderData;
  const [form, fields] = useForm<Record<string, string>>({ lastResult: actionData, defaultValue: values });
  const secret = (field: SecretField, label: string) => (
    <SecretBox label={label} meta={fields[field]} remove={fields[removeField(field)]} state={secrets[field]} />
  );
  return (
    <main id="main" className="page site-settings">
      <p>
        <Link to="/teacher/site">{t("Back to Site")}</Link>
      </p>
      <h1>{t("Messages to phones")}</h1>
      <p className="muted">
        {t(
          "Absence alerts, fee reminders, results and notices reach families by the channel chosen here. Without a provider they wait in the WhatsApp outbox, for you to send from your phone.",
        )}{" "}
        <Link to="/teacher/site/messages/templates">{t("Message templates")}</Link>
      </p>
      <section className="card" aria-labelledby="setup-title">
        <h2 id="setup-title">{t("Set-up")}</h2>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <SelectField
            label={t("Channel for families")}
            meta={fields.channel}
            options={CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_LABELS[channel]) }))}
          />
          <Field
            label={t("Time of the family's daily message")}
            meta={fields.daily_at}
            hint={t("HH:MM, institute time, e.g. 18:00")}
          />
          <CheckboxField label={t("If WhatsApp fails, send by SMS")} meta={fields.sms_fallback} />
          <fieldset className="site-fieldset">
            <legend>{t(CHANNEL_LABELS.sms)}</legend>
            {secret("sms_auth_key", t("Auth key"))}
            <Field
              label={t("Sender id")}
              meta={fields.sms_sender_id}
              hint={t("6 letters: the header registered on DLT")}
              autoComplete="off"
            />
            <Field label={t("DLT entity id")} meta={fields.sms_entity_id} hint={t("Digits")} autoComplete="off" />
            {secret("sms_webhook_secret", t("Webhook secret"))}
            <Field label={t("Cost per SMS segment (₹)")} meta={fields.sms_cost} hint={t("e.g. 0.20")} />
          </fieldset>
          <fieldset className="site-fieldset">
            <legend>{t(CHANNEL_LABELS.whatsapp)}</legend>
            <Field label={t("Phone number id")} meta={fields.whatsapp_phone_number_id} autoComplete="off" />
            {secret("whatsapp_access_token", t("Access token"))}
            {secret("whatsapp_app_secret", t("App secret"))}
            {secret("whatsapp_verify_token", t("Verify token"))}
            <Field label={t("Cost per WhatsApp message (₹)")} meta={fields.whatsapp_cost} hint={t("e.g. 0.12")} />
          </fieldset>
          <SubmitButton>{t("Save set-up")}</SubmitButton>
        </Form>
      </section>
      <section className="card" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t("Delivery reports")}</h2>
        <p>{t("Give these addresses to the providers, for their delivery reports:")}</p>
        <dl>
          <dt>{t(CHANNEL_LABELS.sms)}</dt>
          <dd>
            <code translate="no">{webhooks.sms}</code>
          </dd>
          <dt>{t(CHANNEL_LABELS.whatsapp)}</dt>
          <dd>
            <code translate="no">{webhooks.whatsapp}</code>
          </dd>
        </dl>
      </section>
    </main>
  );
}
