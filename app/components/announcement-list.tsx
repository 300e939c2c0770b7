import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

export type AnnouncementFacts = {
  id: number;
  title: string;
  /** The Markdown rendered with raw HTML escaped (app/domain/assistant/markdown.server.ts). */
  html: string;
  pinned: boolean;
  edited: boolean;
  posted: string;
  unread?: boolean;
};

/**
 * Announcements as students and families read them: title, when, the text. With `openAt`, a student's unread
 * ones are marked and their titles link to the page that marks them read; `after` adds to each (a family's 'Seen').
 */
export function AnnouncementList<Facts extends AnnouncementFacts>({
  announcements,
  openAt,
  after,
}: {
  announcements: Facts[];
  openAt?: string;
  after?: (announcement: Facts) => ReactNode;
}) {
  const { t } = useTranslation("families");
  if (announcements.length === 0) return <p className="empty">{t("No announcements yet")}</p>;
  return (
    <ul className="stack announcements">
      {announcements.map((announcement) => (
        <li key={announcement.id} className="card">
          <h3>
            <span translate="no">
              {openAt ? <Link to={`${openAt}/${announcement.id}`}>{announcement.title}</Link> : announcement.title}
            </span>
            {announcement.unread ? <span className="badge"> {t("New")}</span> : null}
            {announcement.pinned ? <span className="badge badge-draft"> {t("Pinned")}</span> : null}
          </h3>
          <p className="muted">
            {announcement.posted}
            {announcement.edited ? ` · ${t("edited")}` : ""}
          </p>
          {/* Safe: the renderer escapes raw HTML and keeps only safe link protocols. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the safe Markdown renderer */}
          <div className="markdown" translate="no" dangerouslySetInnerHTML={{ __html: announcement.html }} />
          {after?.(announcement)}
        </li>
      ))}
    </ul>
  );
}
