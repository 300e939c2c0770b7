import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "./form-parts";
import { FormToken } from "./form-token";
import { RouteDialog } from "./route-dialog";

type Values = { title: string; text: string; audience: string; ask_seen: boolean };

/**
 * 'New announcement' and 'Edit': title, Markdown text, who sees it, whether families are asked to confirm it with
 * 'Seen'; a new one may also be sent on.
 */
export function AnnouncementDialog({
  title,
  audiences,
  lastResult,
  defaultValue,
  offerSending,
}: {
  title: string;
  audiences: { value: string; label: string }[];
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Values;
  offerSending?: boolean;
}) {
  const { t } = useTranslation("families");
  const [form, fields] = useForm<Omit<Values, "ask_seen"> & { send: string }>({
    lastResult,
    defaultValue: defaultValue && {
      title: defaultValue.title,
      text: defaultValue.text,
      audience: defaultValue.audience,
    },
  });
  // A refused form keeps its ticks as they were sent.
  const sent = lastResult?.initialValue;
  return (
    <RouteDialog title={title} closeTo="/teacher/announcements" wide>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Title")} meta={fields.title} />
        <TextareaField
          label={t("Text")}
          meta={fields.text}
          rows={8}
          hint={t("Markdown: **bold**, *italic*, lists and links")}
        />
        <SelectField
          label={t("Audience")}
          meta={fields.audience}
          placeholder={t("Choose who sees it")}
          options={audiences}
        />
        <label className="check">
          <input
            type="checkbox"
            name="ask_seen"
            defaultChecked={sent ? sent.ask_seen === "on" : defaultValue?.ask_seen}
          />{" "}
          {t("Ask families to confirm with 'Seen'")}
        </label>
        {offerSending ? (
          <label className="check">
            <input type="checkbox" name="send" defaultChecked={sent?.send === "on"} />{" "}
            {t("Also send it: mail to the students and their guardians, WhatsApp to the outbox")}
          </label>
        ) : null}
        <SubmitButton>{offerSending ? t("Post announcement") : t("Save")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
