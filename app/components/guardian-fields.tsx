import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useChannelOptions } from "./family-messages";
import { Field, FormError, SelectField, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";

type Meta = FieldMetadata<string | number | undefined>;

export const RELATION_WORDS = { mother: "Mother", father: "Father", guardian: "Guardian" } as const;
export const LANGUAGE_WORDS = { en: "English", hi: "हिन्दी (Hindi)" } as const;
const MOBILE_HINT = "10 digits; a leading 0 or +91 is fine";

const OWN_LABELS = {
  name: "Name",
  relation: "Relation",
  mobile: "Mobile number",
  email: "E-mail (optional)",
  language: "Language for messages",
};
/** On the registration form, beside the student's own fields. */
export const REGISTRATION_LABELS = {
  name: "Guardian's name",
  relation: "Guardian is the student's",
  mobile: "Guardian's mobile number",
  email: "Guardian's e-mail (optional)",
  language: "Guardian's language for messages",
};

/** A guardian's fields, in every form that takes one (registration, 'My details', the teacher's student page). */
export function GuardianFields({
  fields,
  labels = OWN_LABELS,
}: {
  fields: { name: Meta; relation: Meta; mobile: Meta; email: Meta; language: Meta };
  labels?: typeof OWN_LABELS;
}) {
  const { t } = useTranslation("families");
  return (
    <>
      <Field label={t(labels.name)} meta={fields.name} autoComplete="off" />
      <SelectField
        label={t(labels.relation)}
        meta={fields.relation}
        placeholder={t("Choose")}
        options={Object.entries(RELATION_WORDS).map(([value, label]) => ({ value, label: t(label) }))}
      />
      <Field label={t(labels.mobile)} meta={fields.mobile} inputMode="tel" autoComplete="off" hint={t(MOBILE_HINT)} />
      <Field label={t(labels.email)} type="email" meta={fields.email} autoComplete="off" />
      <SelectField
        label={t(labels.language)}
        meta={fields.language}
        options={Object.entries(LANGUAGE_WORDS).map(([value, label]) => ({ value, label }))}
      />
    </>
  );
}

type GuardianValues = {
  name: string;
  relation: string;
  mobile: string;
  email: string;
  language: string;
  channel?: string;
};

/** 'Messages by': the teacher sets it for a parent who never opens their page. */
function ChannelField({ meta }: { meta: Meta }) {
  const { t } = useTranslation("families");
  return <SelectField label={t("Messages by")} meta={meta} options={useChannelOptions()} />;
}

/**
 * A whole guardian form: add one, or save one with a separate 'Remove guardian' button below. The teacher's form
 * (`channel`) also says how messages reach them.
 */
export function GuardianForm({
  lastResult,
  defaultValue,
  button,
  removable,
  error,
  action,
  channel,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: GuardianValues;
  button: string;
  removable?: boolean;
  /** A refusal of the remove button. */
  error?: string;
  /** Where the form posts, when not to its own page. */
  action?: string;
  channel?: boolean;
}) {
  const [form, fields] = useForm<GuardianValues>({
    lastResult,
    defaultValue: defaultValue ?? { language: "en", channel: "institute" },
  });
  const { t } = useTranslation("families");
  return (
    <>
      <Form method="post" action={action} id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors ?? (error ? [error] : undefined)} />
        <GuardianFields fields={fields} />
        {channel ? <ChannelField meta={fields.channel} /> : null}
        <SubmitButton>{button}</SubmitButton>
      </Form>
      {removable ? (
        <Form method="post" className="stack narrow">
          <FormToken />
          <SubmitButton name="intent" value="remove" className="button button-quiet">
            {t("Remove guardian")}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
