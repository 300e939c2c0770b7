import { type SubmissionResult, useForm } from "@conform-to/react";
import { Field, SubmitButton, TextareaField } from "~/components/form-parts";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";
import { useTranslation } from "~/i18n/use-translation";

type Values = { title: string; text: string; due_on: string };

/** 'Set homework' and 'Edit homework': title, Markdown text, due date and an optional PDF (a plain multipart form). */
export function HomeworkDialog({
  title,
  closeTo,
  lastResult,
  defaultValue,
  hasAttachment,
  maxMb,
  button,
}: {
  title: string;
  closeTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Values;
  hasAttachment?: boolean;
  maxMb: number;
  button: string;
}) {
  const { t } = useTranslation("classroom");
  const [form, fields] = useForm<Values & { attachment: File; remove_attachment: string }>({
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
  });
  return (
    <RouteDialog title={title} closeTo={closeTo} wide>
      <UploadForm form={form}>
        <Field label={t("Title")} meta={fields.title} />
        <TextareaField
          label={t("Text")}
          meta={fields.text}
          rows={8}
          hint={t("Markdown: **bold**, *italic*, lists and links")}
        />
        <Field label={t("Due date")} type="date" meta={fields.due_on} />
        <div className="field">
          <label htmlFor={fields.attachment.id}>
            {hasAttachment ? t("New PDF (optional)") : t("Attachment (PDF, optional)")}
          </label>
          <input
            id={fields.attachment.id}
            name={fields.attachment.name}
            type="file"
            accept="application/pdf"
            aria-invalid={fields.attachment.errors ? true : undefined}
            aria-describedby={`${fields.attachment.id}-hint ${fields.attachment.errorId}`}
          />
          <small id={`${fields.attachment.id}-hint`} className="hint">
            {t("A PDF, up to {{mb}} MB", { mb: maxMb })}
          </small>
          <p id={fields.attachment.errorId} className="field-error">
            {fields.attachment.errors?.join(". ")}
          </p>
        </div>
        {hasAttachment ? (
          <label className="check">
            <input type="checkbox" name="remove_attachment" /> {t("Remove the attachment")}
          </label>
        ) : null}
        <SubmitButton>{button}</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}
