import { ItemSteps } from "~/components/item-steps";
import { pageMeta } from "~/components/page-meta";
import { useTranslation } from "~/i18n/use-translation";
import { SubFolderPage } from "./sub-folder-page";
import type { loadVideos } from "./videos.server";

export const videosMeta = () => pageMeta("Videos", "The videos of this subject.");

/** The videos page of student-videos and teacher-videos; the teacher's adds 'Add New Video' and each video's steps. */
export function VideosPage({ loaderData }: { loaderData: Awaited<ReturnType<ReturnType<typeof loadVideos>>> }) {
  const { t } = useTranslation("student");
  return (
    <SubFolderPage
      page={loaderData}
      addLabel="Add New Video"
      empty="No videos added yet"
      item={(video, teacher) => (
        <li key={video.id} className="card">
          <h2 className="tile-title" translate="no">
            {video.name}
          </h2>
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("Watch on YouTube: {{video}}", { video: video.name })}
          >
            {t("Watch on YouTube")}
          </a>
          {teacher ? (
            <ItemSteps
              name={video.name}
              steps={[
                { to: `${video.id}/edit`, label: "Edit" },
                { to: `${video.id}/delete`, label: "Delete" },
              ]}
            />
          ) : null}
        </li>
      )}
    />
  );
}
