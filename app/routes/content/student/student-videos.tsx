import { loadVideos } from "../+shared/videos.server";
import { VideosPage, videosMeta } from "../+shared/videos-page";
import type { Route } from "./+types/student-videos";

/** The student's view of a sub-folder's videos (/student/videos/:folderId/:subFolderId). */
export const meta = videosMeta;
export const loader = loadVideos("student");

export default function StudentVideos({ loaderData }: Route.ComponentProps) {
  return <VideosPage loaderData={loaderData} />;
}
