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

type Family = { student_id: number; student: string; batch: string };

/** Families one to a row: the student, the batch, and what the list says of each (`last`). */
function FamiliesTable<Row extends Family>({
  families,
  empty,
  last,
}: {
  families: Row[];
  empty: string;
  last: { head: string; cell: (family: Row) => React.ReactNode };
}) {
  const { t } = useTranslation("families");
  if (families.length === 0) return <p className="empty">{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("Student")}</th>
            <th scope="col">{t("Batch")}</th>
            <th scope="col">{last.head}</th>
          </tr>
        </thead>
        <tbody>
          {families.map((family) => (
            <tr key={family.student_id}>
              <th scope="row" translate="no">
                {family.student}
              </th>
              <td data-label={t("Batch")} translate="no">
                {family.batch}
              </td>
              <td data-label={last.head}>{last.cell(family)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An announcement that asks for 'Seen': the families who have not seen it (to call), then those who have. */
export default function AnnouncementSeen({ loaderData }: Route.ComponentProps) {
  const { announcement, families, seen_count: seenCount, not_seen: notSeen, seen } = loaderData;
  const { t } = useTranslation("families");
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
        <FamiliesTable
          families={notSeen}
          empty={t("Every family has seen it.")}
          last={{ head: t("Guardians"), cell: (family) => <GuardiansToCall guardians={family.guardians} /> }}
        />
      </section>
      <section aria-labelledby="seen">
        <h2 id="seen">{t("Seen")}</h2>
        <FamiliesTable
          families={seen}
          empty={t("No family has seen it yet.")}
          last={{
            head: t("Seen on"),
            cell: (family) => t("{{when}}, by {{name}}", { when: family.seen?.when, name: family.seen?.by }),
          }}
        />
      </section>
    </main>
  );
}
