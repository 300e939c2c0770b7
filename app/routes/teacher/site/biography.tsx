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
import { biographySchema } from "~/schemas/site";
import type { Route } from "./+types/biography";

export const meta: Route.MetaFunction = () => [{ title: "Teacher biography" }];

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
  const [form, fields] = useForm<{ teacherName: string; teacherTitle: string; teacherBio: string; photo: File }>({
    lastResult: actionData,
    defaultValue: loaderData,
  });
  return (
    <RouteDialog title="Teacher biography" closeTo="/teacher/site">
      <UploadForm form={form}>
        <Field label="Name" meta={fields.teacherName} hint="e.g. Mrs. Meera Sharma" />
        <Field label="Title" meta={fields.teacherTitle} hint="e.g. Founder and teacher of Maths and Chemistry" />
        <TextareaField label="Biography" meta={fields.teacherBio} rows={6} hint="A blank line starts a new paragraph" />
        <PhotoField label="Photo" meta={fields.photo} hint="PNG, JPEG or WebP; leave empty to keep the current one" />
        <SubmitButton>Save biography</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}
