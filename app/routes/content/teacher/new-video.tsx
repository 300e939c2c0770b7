import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { addVideo } from "~/domain/content/folders.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newVideoSchema } from "~/schemas/content";
import type { Route } from "./+types/new-video";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add New Video") }];

export const loader = teacherOnlyLoader;

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subFolderId = idParam(params.subFolderId);
  const back = idPath`/teacher/videos/${params.folderId}/${params.subFolderId}`;
  return handleForm(await readFormData(request), newVideoSchema, async (value) => {
    const { message } = await addVideo(teacher, subFolderId, value);
    return redirectWithToast(context, back, "success", message);
  });
}

export default function NewVideo({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ video_name: string; url: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Add New Video")} closeTo={`/teacher/videos/${params.folderId}/${params.subFolderId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Video Title")} meta={fields.video_name} />
        <Field label={t("YouTube URL")} type="url" meta={fields.url} placeholder="https://www.youtube.com/watch?v=…" />
        <SubmitButton>{t("Add Video")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
