import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

type FollowUp = { id: number; name: string; mobile: string; followUpOn: string | null };

/**
 * The teacher's home: open enquiries to follow up today, and those whose day has passed, each leading to its page.
 * Nothing shows when none is due.
 */
export function EnquiryFollowUps({ dueToday, overdue }: { dueToday: FollowUp[]; overdue: FollowUp[] }) {
  const { t } = useTranslation("admissions");
  if (dueToday.length === 0 && overdue.length === 0) return null;
  return (
    <section aria-labelledby="enquiry-follow-ups" className="notice">
      <h2 id="enquiry-follow-ups">{t("Enquiries to follow up")}</h2>
      <FollowUpList title={t("Due today")} id="follow-ups-today" list={dueToday} />
      <FollowUpList title={t("Overdue")} id="follow-ups-overdue" list={overdue} />
    </section>
  );
}

function FollowUpList({ title, id, list }: { title: string; id: string; list: FollowUp[] }) {
  if (list.length === 0) return null;
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ul className="row-list" aria-labelledby={id}>
        {list.map((enquiry) => (
          <li key={enquiry.id}>
            <Link to={`/teacher/enquiries/${enquiry.id}`} translate="no">
              {enquiry.name}
            </Link>{" "}
            · {enquiry.mobile} · {enquiry.followUpOn}
          </li>
        ))}
      </ul>
    </>
  );
}
