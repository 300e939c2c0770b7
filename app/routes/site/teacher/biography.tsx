import { useForm } from "@conform-to/react";
import { Field, SubmitButton, TextareaField } from "~/components/form-parts";
import { PhotoField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";
import { readSettings, updateBiography } from "~/domain/site/settings.server";
import { handleForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { withSiteForm } from "~/http/site-forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { biographySchema } from "~/schemas/site";
import type { Route } from "./+types/biography";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Teacher biography") }];

export async function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  const { teacherName, teacherTitle, teacherBio } = await readSettings();
  return { teacherName, teacherTitle, teacherBio };
}

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return withSiteForm(request, "photo", (formData, photo) =>
    handleForm(formData, biographySchema, async (value) => {
      const { message } = await updateBiography(teacher, value, photo);
      return redirectWithToast(context, "/teacher/site", "success", message);
    }),
  );
}

export default function BiographyDialog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ teacherName: string; teacherTitle: string; teacherBio: string; photo: File }>({
    lastResult: actionData,
    defaultValue: loaderData,
  });
  return (
    <RouteDialog title={t("Teacher biography")} closeTo="/teacher/site">
      <UploadForm form={form}>
        <Field label={t("Name")} meta={fields.teacherName} hint={t("e.g. Mrs. Meera Sharma")} />
        <Field
          label={t("Title")}
          meta={fields.teacherTitle}
          hint={t("e.g. Founder and teacher of Maths and Chemistry")}
        />
        <TextareaField
          label={t("Biography")}
          meta={fields.teacherBio}
          rows={6}
          hint={t("A blank line starts a new paragraph")}
        />
        <PhotoField
          label={t("Photo")}
          meta={fields.photo}
          hint={t("PNG, JPEG or WebP; leave empty to keep the current one")}
        />
        <SubmitButton>{t("Save biography")}</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}
