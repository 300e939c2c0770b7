import { type FieldMetadata, getInputProps } from "@conform-to/react";

type Meta = FieldMetadata<string | boolean | File | undefined>;

/** An image upload field: PNG, JPEG or WebP, resized on the server, so any size the phone takes will do. */
export function PhotoField({ label, meta, hint }: { label: string; meta: Meta; hint: string }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input
        id={meta.id}
        name={meta.name}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={`${meta.id}-hint ${meta.errorId}`}
      />
      <small id={`${meta.id}-hint`} className="hint">
        {hint}
      </small>
      <p id={meta.errorId} className="field-error">
        {meta.errors?.join(". ")}
      </p>
    </div>
  );
}

/** A labelled checkbox; Conform keeps its state across a failed submission. */
export function CheckboxField({ label, meta }: { label: string; meta: Meta }) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type: "checkbox" });
  return (
    <div className="field">
      <label className="checkbox-label">
        <input key={key} {...props} /> {label}
      </label>
    </div>
  );
}
