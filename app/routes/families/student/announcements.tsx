import { AnnouncementList } from "~/components/announcement-list";
import { pageMeta } from "~/components/page-meta";
import { PageLinks } from "~/components/paging";
import { myAnnouncements } from "~/domain/announcements/announcements.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { pageOf } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data?.title ?? "Announcements", data?.description ?? "The announcements of your batch and institute.");

/** The student's announcements, newest first, unread marked until opened: the page their navigation leads to. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const t = translatorOf(context, "families");
  return {
    announcements: await myAnnouncements(student, pageOf(request)),
    title: t("Announcements"),
    description: t("The announcements of your batch and institute."),
  };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  const { announcements } = loaderData;
  return (
    <main id="main" className="page">
      <h1>{t("Announcements")}</h1>
      <AnnouncementList announcements={announcements.announcements} openAt="/announcements" />
      <PageLinks facts={announcements} href={(page) => `/announcements?page=${page}`} />
    </main>
  );
}
