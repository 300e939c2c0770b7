import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { DeleteDialog } from "~/components/edit-dialogs";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { deleteVideo, editVideo, getVideo } from "~/domain/content.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { isDeleteStep, renameOrDelete } from "~/http/steps.server";
import { newVideoSchema } from "~/schemas/content";
import type { Route } from "./+types/video-step";

/** 'Edit' (title and YouTube link) and 'Delete' of a video, over its videos page. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete video" : "Edit video" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const video = await readForPage(() => getVideo(teacher, idParam(params.videoId)));
  return { deleting: isDeleteStep(request), video };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const videoId = idParam(params.videoId);
  const back = idPath`/teacher/videos/${params.folderId}/${params.subFolderId}`;
  return renameOrDelete({
    request,
    context,
    schema: newVideoSchema,
    rename: (value) => editVideo(teacher, videoId, value),
    remove: () => deleteVideo(teacher, videoId),
    afterRename: back,
    afterDelete: back,
  });
}

export default function VideoStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, video } = loaderData;
  const closeTo = `/teacher/videos/${params.folderId}/${params.subFolderId}`;
  const [form, fields] = useForm<{ video_name: string; url: string }>({
    lastResult: actionData && "status" in actionData ? actionData : undefined,
    defaultValue: { video_name: video.video_name, url: video.url },
  });
  if (deleting) {
    return <DeleteDialog noun="video" name={video.video_name} closeTo={closeTo} actionData={actionData} />;
  }
  return (
    <RouteDialog title="Edit video" closeTo={closeTo}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Video Title" meta={fields.video_name} />
        <Field label="YouTube URL" type="url" meta={fields.url} />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
