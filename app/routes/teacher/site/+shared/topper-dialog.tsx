import { type SubmissionResult, useForm } from "@conform-to/react";
import { Field, SubmitButton } from "~/components/form-parts";
import { CheckboxField, PhotoField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";

type Topper = { name: string; className: string; score: string; highlighted: boolean };

/** The dialog of new-topper and edit-topper: empty, or filled with the topper being edited. */
export function TopperDialog({
  topper,
  actionData,
}: {
  topper: Topper | null;
  actionData?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<{ name: string; className: string; score: string; photo: File; highlighted: string }>({
    lastResult: actionData,
    defaultValue: topper
      ? {
          name: topper.name,
          className: topper.className,
          score: topper.score,
          highlighted: topper.highlighted ? "on" : "",
        }
      : undefined,
  });
  const title = topper ? "Edit topper" : "Add topper";
  return (
    <RouteDialog title={title} closeTo="/teacher/site#toppers">
      <UploadForm form={form}>
        <Field label="Name" meta={fields.name} />
        <Field label="Class" meta={fields.className} hint="e.g. Class 12th" />
        <Field label="Score" meta={fields.score} hint="e.g. 95%" />
        <PhotoField
          label="Photo"
          meta={fields.photo}
          hint={topper ? "Leave empty to keep the current photo" : "PNG, JPEG or WebP; cropped to a square"}
        />
        <CheckboxField label="Show on the large result card" meta={fields.highlighted} />
        <SubmitButton>{topper ? "Save topper" : "Add topper"}</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}
