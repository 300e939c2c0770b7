import { useForm } from "@conform-to/react";
import { Field, SubmitButton } from "~/components/form-parts";
import { CheckboxField, PhotoField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";
import { addTopper, editTopper, readTopper } from "~/domain/site/toppers.server";
import { handleForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { withSiteForm } from "~/http/site-forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { topperSchema } from "~/schemas/site";
import type { Route } from "./+types/topper";

// One module for /teacher/site/toppers/new and /teacher/site/toppers/:topperId: the address says which.
export const meta: Route.MetaFunction = ({ params }) => [{ title: params.topperId ? "Edit topper" : "Add topper" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  if (!params.topperId) return { topper: null };
  const topper = await readForPage(() => readTopper(teacher, idParam(params.topperId)));
  return { topper };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const id = params.topperId ? idParam(params.topperId) : null;
  return withSiteForm(request, "photo", (formData, photo) =>
    handleForm(formData, topperSchema, async (value) => {
      const { message } =
        id === null ? await addTopper(teacher, value, photo) : await editTopper(teacher, id, value, photo);
      return redirectWithToast(context, "/teacher/site#toppers", "success", message);
    }),
  );
}

export default function TopperDialog({ loaderData, actionData }: Route.ComponentProps) {
  const { topper } = loaderData;
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
