import { loadVideos } from "../+shared/videos.server";
import { VideosPage, videosMeta } from "../+shared/videos-page";
import type { Route } from "./+types/teacher-videos";

/** The teacher's view of a sub-folder's videos (/teacher/videos/:folderId/:subFolderId). */
export const meta = videosMeta;
export const loader = loadVideos("teacher");

export default function TeacherVideos({ loaderData }: Route.ComponentProps) {
  return <VideosPage loaderData={loaderData} />;
}
