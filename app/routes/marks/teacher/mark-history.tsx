import { Trans } from "react-i18next";
import { Link } from "react-router";
import { ChangeHistoryTable } from "~/components/change-history-table";
import { formatDateTime } from "~/domain/core/format.server";
import { markHistory } from "~/domain/marks/history.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/mark-history";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? pageTranslate("Change history: {{test}}", { test: loaderData.test.name })
      : pageTranslate("Change history"),
  },
];

/** Every change of a test's marks, newest first; ?student= narrows it to one student. Read-only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const student = new URL(request.url).searchParams.get("student");
  const language = languageFrom(context);
  const history = await readForPage(() =>
    markHistory(teacher, idParam(params.testId), student ? idParam(student) : undefined),
  );
  return {
    ...history,
    student: student ? (history.changes[0]?.studentName ?? null) : null,
    onlyOne: student !== null,
    changes: history.changes.map((change) => ({ ...change, when: formatDateTime(change.changedAt, language) })),
  };
}

export default function MarkHistory({ loaderData, params }: Route.ComponentProps) {
  const { test, changes, student, onlyOne } = loaderData;
  const { t } = useTranslation("teacher");
  // A saved mark reads as its number or "Absent" (the CSV's word), said in the page's language.
  const markShown = (mark: string) => (mark === "Absent" ? t("Absent") : mark);
  const here = `/teacher/test/${params.batchId}/${params.subjectId}/tests/${params.testId}/history`;
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/test/${params.batchId}/${params.subjectId}?test=${test.id}`}>← {test.name}</Link>
      </p>
      <h1>{t("Change history: {{test}}", { test: test.name })}</h1>
      {onlyOne ? (
        <p>
          {student ? (
            <Trans t={t} i18nKey="Changes for <1>{{student}}</1> only." values={{ student }}>
              Changes for <span translate="no">{student}</span> only.
            </Trans>
          ) : (
            t("Changes for this student only.")
          )}{" "}
          <Link to={here}>{t("Every student")}</Link>
        </p>
      ) : null}
      {changes.length === 0 ? (
        <p className="empty">{t("No marks have been saved for this test yet.")}</p>
      ) : (
        <ChangeHistoryTable
          withRemark
          changes={changes.map((change) => ({
            id: change.id,
            when: change.when,
            who: change.changedBy,
            student: (
              <Link to={`${here}?student=${change.studentId}`}>
                {change.rollNo === null ? "" : `${change.rollNo}. `}
                {change.studentName}
              </Link>
            ),
            old: change.old === null ? t("Not entered") : markShown(change.old),
            now: markShown(change.new),
            remark:
              change.oldRemark === change.newRemark
                ? change.newRemark
                : `${change.oldRemark || t("(none)")} → ${change.newRemark || t("(none)")}`,
          }))}
        />
      )}
    </main>
  );
}
