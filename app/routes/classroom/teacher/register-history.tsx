import { Link } from "react-router";
import { ChangeHistoryTable } from "~/components/change-history-table";
import { registerHistory } from "~/domain/attendance/register.server";
import { type AttendanceStatus, STATUS_WORDS } from "~/domain/attendance/statuses";
import { formatIsoDay } from "~/domain/core/format.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { dateParam, idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/register-history";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("History of changes") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const history = await readForPage(() =>
    registerHistory(teacher, idParam(params.batchId), idParam(params.classId), dateParam(params.date)),
  );
  return { ...history, day: formatIsoDay(history.date, languageFrom(context)) };
}

/** The register's first taking in one line, then every later change of its marks: who, when, old, new. */
export default function RegisterHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  const word = (status: string | null) => t(status ? STATUS_WORDS[status as AttendanceStatus] : "Not taken");
  const { date, day, taken, changes } = loaderData;
  const item = loaderData.class;
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/course/${item.batchId}/register/${item.id}/${date}`}>← {t("Register")}</Link>
      </p>
      <h1>{t("History of changes: {{subject}}, {{day}}", { subject: item.subjectName, day })}</h1>
      {taken === null ? (
        <p className="empty">{t("No attendance taken yet.")}</p>
      ) : (
        <>
          <p>
            {taken.late > 0
              ? t("Register taken: {{present}} present, {{absent}} absent, {{late}} late", taken)
              : t("Register taken: {{present}} present, {{absent}} absent", taken)}{" "}
            <span className="muted">{t("({{who}}, {{when}})", { who: taken.by, when: taken.at })}</span>
          </p>
          {changes.length === 0 ? (
            <p className="empty">{t("No changes since.")}</p>
          ) : (
            <ChangeHistoryTable
              changes={changes.map((change) => ({
                id: change.id,
                when: change.at,
                who: change.by,
                student: change.student,
                old: word(change.old),
                now: word(change.now),
              }))}
            />
          )}
        </>
      )}
    </main>
  );
}
