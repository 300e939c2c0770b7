import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PhotoField } from "~/components/photo-field";
import { UploadForm } from "~/components/upload-form";
import { useTranslation } from "~/i18n/use-translation";

/** Where a student's photo is read, with its key so that a new photo is a new address. */
export const photoSources = (base: string, key: string) => ({
  src: `${base}?v=${key}`,
  srcSet: `${base}?v=${key}&size=2 2x`,
});

/**
 * A student's photo as it is now, the form that replaces it, and 'Remove photo': the teacher's dialog and the
 * student's own page. A refusal (not an image, too large) comes back at the field, or beside the buttons.
 */
export function PhotoForms({
  image,
  name,
  actionData,
}: {
  image: ReturnType<typeof photoSources> | null;
  name: string;
  actionData?: SubmissionResult<string[]> | { message: string };
}) {
  const { t } = useTranslation("documents-cards");
  const refused = actionData && "status" in actionData ? actionData : undefined;
  const [form, fields] = useForm<{ photo: File }>({ lastResult: refused });
  return (
    <div className="stack">
      {image ? (
        <img {...image} alt={t("Photo of {{name}}", { name })} width={150} height={200} className="student-photo" />
      ) : (
        <p className="empty">{t("No photo yet: the ID card shows the initials.")}</p>
      )}
      {actionData && "message" in actionData && !refused ? <FormError errors={[actionData.message]} /> : null}
      <UploadForm form={form}>
        <PhotoField
          label={t("Photo")}
          meta={fields.photo}
          hint={t("PNG, JPEG or WebP; cropped to 3 by 4, as on an ID card")}
        />
        <SubmitButton>{t("Save photo")}</SubmitButton>
      </UploadForm>
      {image ? (
        <Form method="post" encType="multipart/form-data">
          <FormToken />
          <SubmitButton name="intent" value="remove" className="button button-quiet">
            {t("Remove photo")}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
