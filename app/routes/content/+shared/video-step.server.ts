import { getVideo } from "~/domain/content/folders.server";
import { idPath } from "~/http/pages.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The video that edit-video and delete-video act on; both land back on its videos page. */
export const loadVideo = loadForStep("videoId", getVideo);
export const toVideosPage = (params: { folderId?: string; subFolderId?: string }) =>
  idPath`/teacher/videos/${params.folderId}/${params.subFolderId}`;
