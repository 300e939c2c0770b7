import { Trans } from "react-i18next";
import { Form, Link, Outlet } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PageLinks } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { listAnnouncements, pinAnnouncement } from "~/domain/announcements/announcements.server";
import { handleButton, stepNamed, unknownIntent } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, pageOf } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Announcements") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return listAnnouncements(requireTeacher(context), pageOf(request));
}

const PINNED_BY = { pin: true, unpin: false } as const;

/** 'Pin' and 'Unpin': one button each, posting the announcement's id. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const form = await readFormData(request);
  const pinned = stepNamed(PINNED_BY, form.get("intent"));
  if (pinned === undefined) return unknownIntent();
  const id = idParam(String(form.get("id") ?? ""));
  return handleButton(context, "/teacher/announcements", () => pinAnnouncement(teacher, id, pinned));
}

/**
 * The teacher's announcements: pinned first, then newest; each with Edit, Delete and Pin, and, when it asks families
 * for 'Seen', how many did, linking to who has not.
 */
export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { announcements } = loaderData;
  const { t } = useTranslation("families");
  return (
    <main id="main" className="page">
      <div className="section-head">
        <h1>{t("Announcements")}</h1>
        <Link to="new" className="button" preventScrollReset>
          {t("New announcement")}
        </Link>
      </div>
      {actionData?.message ? <p className="form-error">{actionData.message}</p> : null}
      {announcements.length === 0 ? <p className="empty">{t("No announcements yet")}</p> : null}
      <ul className="stack announcement-rows">
        {announcements.map((announcement) => (
          <li key={announcement.id} className="stack">
            <AnnouncementList announcements={[announcement]} />
            <p className="muted">
              {announcement.audience.batch_name ? (
                <Trans t={t} i18nKey="For: batch <1>{{batch}}</1>" values={{ batch: announcement.audience.batch_name }}>
                  For: batch <span translate="no">{announcement.audience.batch_name}</span>
                </Trans>
              ) : announcement.audience.subject_name ? (
                <Trans t={t} i18nKey="For: <1>{{subject}}</1>" values={{ subject: announcement.audience.subject_name }}>
                  For: <span translate="no">{announcement.audience.subject_name}</span>
                </Trans>
              ) : (
                t("For: the whole institute")
              )}
            </p>
            {announcement.delivered ? (
              <p>
                {t("Delivered to {{delivered}} of {{families}} families, read by {{read}}", announcement.delivered)}
              </p>
            ) : null}
            {announcement.seen_by ? (
              <p>
                <Link to={`${announcement.id}/seen`}>
                  {t("Seen by {{seen}} of {{count}} families", {
                    seen: announcement.seen_by.seen,
                    count: announcement.seen_by.families,
                  })}
                </Link>
              </p>
            ) : null}
            <div className="actions">
              <Spaced>
                <Link
                  to={`${announcement.id}/edit`}
                  className="button button-quiet"
                  preventScrollReset
                  aria-label={t("Edit {{name}}", { name: announcement.title })}
                >
                  {t("Edit")}
                </Link>
                <Link
                  to={`${announcement.id}/delete`}
                  className="button button-quiet"
                  preventScrollReset
                  aria-label={t("Delete {{name}}", { name: announcement.title })}
                >
                  {t("Delete")}
                </Link>
                <Form method="post">
                  <FormToken />
                  <input type="hidden" name="id" value={announcement.id} />
                  <SubmitButton
                    name="intent"
                    value={announcement.pinned ? "unpin" : "pin"}
                    className="button button-quiet"
                  >
                    {announcement.pinned ? t("Unpin") : t("Pin")}
                  </SubmitButton>
                </Form>
              </Spaced>
            </div>
          </li>
        ))}
      </ul>
      <PageLinks facts={loaderData} href={(page) => `/teacher/announcements?page=${page}`} />
      <Outlet />
    </main>
  );
}
