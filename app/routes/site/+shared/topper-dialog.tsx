import { type SubmissionResult, useForm } from "@conform-to/react";
import { Field, SubmitButton } from "~/components/form-parts";
import { CheckboxField, PhotoField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";
import { useTranslation } from "~/i18n/use-translation";

type Topper = { name: string; className: string; score: string; highlighted: boolean };

/** The dialog of new-topper and edit-topper: empty, or filled with the topper being edited. */
export function TopperDialog({
  topper,
  actionData,
}: {
  topper: Topper | null;
  actionData?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("teacher");
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
  const title = topper ? t("Edit topper") : t("Add topper");
  return (
    <RouteDialog title={title} closeTo="/teacher/site#toppers">
      <UploadForm form={form}>
        <Field label={t("Name")} meta={fields.name} />
        <Field label={t("Class")} meta={fields.className} hint={t("e.g. Class 12th")} />
        <Field label={t("Score")} meta={fields.score} hint={t("e.g. 95%")} />
        <PhotoField
          label={t("Photo")}
          meta={fields.photo}
          hint={topper ? t("Leave empty to keep the current photo") : t("PNG, JPEG or WebP; cropped to a square")}
        />
        <CheckboxField label={t("Show on the large result card")} meta={fields.highlighted} />
        <SubmitButton>{topper ? t("Save topper") : t("Add topper")}</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}
