import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

type Waiting = {
  total: number;
  changes: {
    id: number;
    name: string;
    mobile: string;
    student: { id: number; name: string };
    current: { name: string; mobile: string } | null;
  }[];
};

/**
 * The teacher's home, at the top while any wait: guardian changes students proposed, each leading to the student's
 * page where 'Confirm' and 'Reject' are. Nothing shows when none waits.
 */
export function WaitingGuardianChanges({ waiting }: { waiting: Waiting }) {
  const { t } = useTranslation("families");
  if (waiting.total === 0) return null;
  return (
    <section aria-labelledby="waiting-guardian-changes" className="notice">
      <h2 id="waiting-guardian-changes">{t("Guardian changes to confirm: {{number}}", { number: waiting.total })}</h2>
      <ul className="row-list">
        {waiting.changes.map((change) => (
          <li key={change.id}>
            <Link to={`/teacher/students/${change.student.id}#student-guardians`} translate="no">
              {change.student.name}
            </Link>
            :{" "}
            {change.current
              ? t("{{old}} → {{new}}", {
                  old: `${change.current.name}, ${change.current.mobile}`,
                  new: `${change.name}, ${change.mobile}`,
                })
              : t("new guardian {{name}}, {{mobile}}", { name: change.name, mobile: change.mobile })}
          </li>
        ))}
      </ul>
    </section>
  );
}
