import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { enhanceData } from "~/enhance/contract";
import { useTranslation } from "~/i18n/use-translation";

type Meta = FieldMetadata<string | number | undefined>;

type FieldProps = {
  label: string;
  meta: Meta;
  type?: "text" | "email" | "password" | "number" | "url" | "date";
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A label, the control, an optional hint, and the message below; the message's line is always reserved so nothing jumps. */
function FieldFrame({
  label,
  meta,
  hint,
  labelOwnLine,
  children,
}: {
  label: string;
  meta: Meta;
  hint?: string;
  /** Text browsers draw a box of several lines beside an inline label, level with its last line: a block keeps the label above. */
  labelOwnLine?: boolean;
  children: ReactNode;
}) {
  const labelled = <label htmlFor={meta.id}>{label}</label>;
  return (
    <div className="field">
      {labelOwnLine ? <div>{labelled}</div> : labelled}
      {children}
      {hint ? (
        <small id={`${meta.id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      <p id={meta.errorId} className="field-error">
        {meta.errors?.join(". ")}
      </p>
    </div>
  );
}

const hintId = (meta: Meta, hint?: string) => (hint ? `${meta.id}-hint` : undefined);

/** A labelled input with its message below. */
export function Field({ label, meta, type = "text", hint, ...rest }: FieldProps) {
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: hintId(meta, hint) });
  return (
    <FieldFrame label={label} meta={meta} hint={hint}>
      <input key={key} {...inputProps} {...rest} />
    </FieldFrame>
  );
}

/** A labelled drop-down; `placeholder`, when given, is the empty first choice that asks the person to pick. */
export function SelectField({
  label,
  meta,
  options,
  placeholder,
  hint,
  ownNames = false,
}: {
  label: string;
  meta: Meta;
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
  hint?: string;
  /** The options are names the institute wrote (its batches): a translating browser must leave them as they are. */
  ownNames?: boolean;
}) {
  const { key, ...selectProps } = getSelectProps(meta, { ariaDescribedBy: hintId(meta, hint) });
  return (
    <FieldFrame label={label} meta={meta} hint={hint}>
      <select key={key} {...selectProps}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value} translate={ownNames ? "no" : undefined}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

/** A labelled text area with its message below. */
export function TextareaField({
  label,
  meta,
  hint,
  rows = 4,
}: {
  label: string;
  meta: Meta;
  hint?: string;
  rows?: number;
}) {
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaDescribedBy: hintId(meta, hint) });
  return (
    <FieldFrame label={label} meta={meta} hint={hint} labelOwnLine>
      {/* What a person typed is theirs: no translator (or check for English words) touches it. */}
      <textarea key={key} rows={rows} {...textareaProps} translate="no" />
    </FieldFrame>
  );
}

/** The form's own message (e.g. wrong credentials), announced when it appears. */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  return (
    <p id={id} className="form-error" role="alert">
      {errors?.join(". ")}
    </p>
  );
}

/** A submit button that says it is working while its form is being sent (with JavaScript: app/enhance/pending.ts). */
export function SubmitButton({
  children,
  name,
  value,
  className = "button",
}: {
  children: string;
  name?: string;
  value?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={className}
      {...enhanceData({ pendingLabel: t("Please wait…") })}
    >
      {children}
    </button>
  );
}

type NewAccountFields = { first_name: Meta; last_name: Meta; email: Meta; password: Meta };

/** The four fields every new account asks for, student or teacher. */
export function NewAccountFields({ fields }: { fields: NewAccountFields }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t("First name")} meta={fields.first_name} autoComplete="given-name" />
      <Field label={t("Last name")} meta={fields.last_name} autoComplete="family-name" />
      <Field label={t("Email")} type="email" meta={fields.email} autoComplete="email" />
      <Field
        label={t("Password")}
        type="password"
        meta={fields.password}
        autoComplete="new-password"
        hint={t("At least 8 characters")}
      />
    </>
  );
}
