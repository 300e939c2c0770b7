import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { useNavigation } from "react-router";

type FieldProps = {
  label: string;
  meta: FieldMetadata<string | number | undefined>;
  type?: "text" | "email" | "password" | "number" | "url" | "date";
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A labelled input with its message below; the message's line is always reserved so nothing jumps. */
export function Field({ label, meta, type = "text", hint, ...rest }: FieldProps) {
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input key={key} {...inputProps} {...rest} />
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

/** The form's own message (e.g. wrong credentials), announced when it appears. */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  return (
    <p id={id} className="form-error" role="alert">
      {errors?.join(". ")}
    </p>
  );
}

/** A submit button that says it is working while its form is being sent (with JavaScript). */
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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button type="submit" name={name} value={value} className={className} aria-disabled={busy || undefined}>
      {busy ? "Please wait…" : children}
    </button>
  );
}
