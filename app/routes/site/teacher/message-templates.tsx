import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { isMessageKind, KIND_LABELS, type MessageKind } from "~/domain/messages/kinds";
import { type KindTemplates, listTemplates, saveKindTemplates } from "~/domain/messages/templates.server";
import { unknownIntent } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { kindTemplatesSchema, slotChannel, TEMPLATE_SLOTS, type TemplateSlot } from "~/schemas/messages";
import "~/styles/site-settings.css";
import type { Route } from "./+types/message-templates";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Message templates" }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { title: translatorOf(context, "messages")("Message templates"), kinds: await listTemplates(teacher) };
}

/** Each kind's form says which kind it saves (`intent`); a refused one comes back to its own form. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const formData = await readFormData(request);
  const kind = formData.get("intent");
  if (!isMessageKind(kind)) return unknownIntent();
  return handleForm(formData, kindTemplatesSchema, async (value) => {
    const { message } = await saveKindTemplates(teacher, kind, value);
    return redirectWithToast(context, `/teacher/site/messages/templates#kind-${kind}`, "success", message);
  });
}

const SLOT_LABELS: Record<TemplateSlot, string> = {
  sms_en: "SMS English",
  sms_hi: "SMS Hindi",
  whatsapp_en: "WhatsApp English",
  whatsapp_hi: "WhatsApp Hindi",
};

/** Every kind of message with its four templates, one form (and one 'Save') per kind. */
export default function MessageTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("messages");
  const refused = actionData && "initialValue" in actionData ? (actionData as SubmissionResult<string[]>) : undefined;
  return (
    <main id="main" className="page site-settings">
      <p>
        <Link to="/teacher/site/messages">{t("Back to Messages to phones")}</Link>
      </p>
      <h1>{t("Message templates")}</h1>
      <p className="muted">
        {t(
          "Each message an SMS gateway or WhatsApp Business sends must match a template registered with them (on the DLT portal, in WhatsApp Manager). Write the words here with the variables in braces, and register what is shown under each saved template. A message whose template is missing goes by the WhatsApp outbox.",
        )}
      </p>
      {actionData && "message" in actionData ? (
        <FormError errors={[String((actionData as { message: string }).message)]} />
      ) : null}
      {loaderData.kinds.map((kind) => (
        <KindForm
          key={kind.kind}
          kind={kind}
          lastResult={refused?.initialValue?.intent === kind.kind ? refused : undefined}
        />
      ))}
    </main>
  );
}

function KindForm({ kind, lastResult }: { kind: KindTemplates; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("messages");
  const defaultValue = Object.fromEntries(
    TEMPLATE_SLOTS.map((slot) => {
      const saved = kind.slots[slot];
      return [
        slot,
        { template_id: saved?.templateId ?? "", text: saved?.text ?? "", category: saved?.category ?? "service" },
      ];
    }),
  );
  const [form, fields] = useForm<Record<TemplateSlot, { template_id: string; text: string; category: string }>>({
    id: `templates-${kind.kind}`,
    lastResult,
    defaultValue,
  });
  const label = t(KIND_LABELS[kind.kind as MessageKind]);
  return (
    <section className="card" id={`kind-${kind.kind}`} aria-labelledby={`kind-${kind.kind}-title`}>
      <h2 id={`kind-${kind.kind}-title`}>{label}</h2>
      <p>{t("Variables you can use (copy them with their braces):")}</p>
      <ul className="chips" translate="no">
        {kind.variables.map((name) => (
          <li key={name} className="chip">
            <code>{`{${name}}`}</code>
          </li>
        ))}
      </ul>
      <p className={kind.missing.length ? "muted" : undefined}>
        {kind.missing.length
          ? t("Missing: {{slots}}. These messages go by the WhatsApp outbox.", {
              slots: kind.missing.map((slot) => t(SLOT_LABELS[slot])).join(", "),
            })
          : t("All four templates are saved.")}
      </p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack" aria-label={label}>
        <FormToken />
        <input type="hidden" name="intent" value={kind.kind} />
        <FormError id={form.errorId} errors={form.errors} />
        {TEMPLATE_SLOTS.map((slot) => {
          const slotFields = fields[slot].getFieldset();
          const saved = kind.slots[slot];
          const sms = slotChannel(slot) === "sms";
          return (
            <fieldset key={slot} className="site-fieldset">
              <legend>{t(SLOT_LABELS[slot])}</legend>
              <Field
                label={sms ? t("DLT template id") : t("Template name")}
                meta={slotFields.template_id}
                hint={sms ? t("Digits, as the DLT portal gives it") : t("Lowercase letters, digits and _")}
                autoComplete="off"
              />
              <TextareaField label={t("Words")} meta={slotFields.text} rows={3} />
              <SelectField
                label={t("Category")}
                meta={slotFields.category}
                options={[
                  { value: "service", label: t("Service") },
                  { value: "promotional", label: t("Promotional") },
                ]}
              />
              {saved ? (
                <div>
                  <p>{sms ? t("To register on the DLT portal:") : t("To register in WhatsApp Manager:")}</p>
                  <pre className="registered" translate="no">
                    {saved.registered}
                  </pre>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        <SubmitButton>{t("Save")}</SubmitButton>
      </Form>
    </section>
  );
}
