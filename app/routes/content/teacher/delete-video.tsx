import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteVideo } from "~/domain/content/folders.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadVideo, toVideosPage } from "../+shared/video-step.server";
import type { Route } from "./+types/delete-video";

/** 'Delete' a video, over its videos page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete video") }];
export const loader = loadVideo;
export const action = buttonStep("videoId", deleteVideo, toVideosPage);

export default function DeleteVideo({ loaderData: video, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <DeleteDialog
      title={t("Delete video")}
      name={video.name}
      closeTo={`/teacher/videos/${params.folderId}/${params.subFolderId}`}
      actionData={actionData}
    />
  );
}
