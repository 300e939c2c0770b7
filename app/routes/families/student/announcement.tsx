import { Link } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { pageMeta } from "~/components/page-meta";
import { openAnnouncement } from "~/domain/announcements/announcements.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/announcement";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data?.announcement.title ?? "Announcement", data?.description ?? "An announcement from the institute.");

/** Opening an announcement marks it read. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const opened = await readForPage(() => openAnnouncement(student, idParam(params.announcementId)));
  return { ...opened, description: translatorOf(context, "families")("An announcement from the institute.") };
}

export default function Announcement({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  return (
    <main id="main" className="page">
      <p>
        <Link to="/dashboard">← {t("Subjects")}</Link>
      </p>
      <h1>{t("Announcement")}</h1>
      <AnnouncementList announcements={[loaderData.announcement]} />
    </main>
  );
}
