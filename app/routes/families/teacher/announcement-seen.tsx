import { Link } from "react-router";
import { RELATION_WORDS } from "~/components/guardian-fields";
import { whoHasSeen } from "~/domain/announcements/announcement-seen.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/announcement-seen";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Who has seen it") }];

export function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => whoHasSeen(teacher, idParam(params.announcementId)));
}

type Guardian = { name: string; relation: string; mobile: string };

/** A family's guardians, each with a number to call. */
function GuardiansToCall({ guardians }: { guardians: Guardian[] }) {
  const { t } = useTranslation("families");
  if (guardians.length === 0) return <span className="muted">{t("No guardians yet")}</span>;
  return (
    <>
      {guardians.map((guardian) => (
        <div key={guardian.mobile}>
          <span translate="no">{guardian.name}</span> (
          {t(RELATION_WORDS[guardian.relation as keyof typeof RELATION_WORDS] ?? guardian.relation)}):{" "}
          <a href={`tel:${guardian.mobile}`}>{guardian.mobile}</a>
        </div>
      ))}
    </>
  );
}

/** An announcement that asks for 'Seen': the families who have not seen it (to call), then those who have. */
export default function AnnouncementSeen({ loaderData }: Route.ComponentProps) {
  const { announcement, families, seen_count: seenCount, not_seen: notSeen, seen } = loaderData;
  const { t } = useTranslation("families");
  const heads = { student: t("Student"), batch: t("Batch"), guardians: t("Guardians"), when: t("Seen on") };
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/announcements">{t("Back to announcements")}</Link>
      </p>
      <h1>
        {t("Who has seen it")}: <span translate="no">{announcement.title}</span>
      </h1>
      {announcement.ask_seen ? (
        <p className="lead">{t("Seen by {{seen}} of {{count}} families", { seen: seenCount, count: families })}</p>
      ) : (
        <p className="lead">{t("This announcement does not ask families for 'Seen'.")}</p>
      )}
      <section aria-labelledby="not-seen">
        <h2 id="not-seen">{t("Not seen yet")}</h2>
        {notSeen.length === 0 ? (
          <p className="empty">{t("Every family has seen it.")}</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.student}</th>
                  <th scope="col">{heads.batch}</th>
                  <th scope="col">{heads.guardians}</th>
                </tr>
              </thead>
              <tbody>
                {notSeen.map((family) => (
                  <tr key={family.student_id}>
                    <th scope="row" translate="no">
                      {family.student}
                    </th>
                    <td data-label={heads.batch} translate="no">
                      {family.batch}
                    </td>
                    <td data-label={heads.guardians}>
                      <GuardiansToCall guardians={family.guardians} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="seen">
        <h2 id="seen">{t("Seen")}</h2>
        {seen.length === 0 ? (
          <p className="empty">{t("No family has seen it yet.")}</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.student}</th>
                  <th scope="col">{heads.batch}</th>
                  <th scope="col">{heads.when}</th>
                </tr>
              </thead>
              <tbody>
                {seen.map((family) => (
                  <tr key={family.student_id}>
                    <th scope="row" translate="no">
                      {family.student}
                    </th>
                    <td data-label={heads.batch} translate="no">
                      {family.batch}
                    </td>
                    <td data-label={heads.when}>
                      {t("{{when}}, by {{name}}", { when: family.seen?.when, name: family.seen?.by })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
