import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { editVideo } from "~/domain/content/folders.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newVideoSchema } from "~/schemas/content";
import { loadVideo, toVideosPage } from "../+shared/video-step.server";
import type { Route } from "./+types/edit-video";

/** 'Edit' a video's title and YouTube link, over its videos page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit video") }];
export const loader = loadVideo;
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.videoId),
  schema: newVideoSchema,
  save: editVideo,
  after: toVideosPage,
});

export default function EditVideo({ loaderData: video, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ video_name: string; url: string }>({
    lastResult: actionData,
    defaultValue: { video_name: video.name, url: video.url },
  });
  return (
    <RouteDialog title={t("Edit video")} closeTo={`/teacher/videos/${params.folderId}/${params.subFolderId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Video Title")} meta={fields.video_name} />
        <Field label={t("YouTube URL")} type="url" meta={fields.url} />
        <SubmitButton>{t("Save")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
