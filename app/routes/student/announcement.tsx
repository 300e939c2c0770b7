import { Link } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { pageMeta } from "~/components/page-meta";
import { openAnnouncement } from "~/domain/announcements/announcements.server";
import { requireStudent } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/announcement";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data?.announcement.title ?? "Announcement", "An announcement from the institute.");

/** Opening an announcement marks it read (issue 24). */
export function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return readForPage(() => openAnnouncement(student, idParam(params.announcementId)));
}

export default function Announcement({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <p>
        <Link to="/dashboard">← Subjects</Link>
      </p>
      <h1>Announcement</h1>
      <AnnouncementList announcements={[loaderData.announcement]} />
    </main>
  );
}
