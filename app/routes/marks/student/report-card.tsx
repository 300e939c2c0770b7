import { Trans } from "react-i18next";
import { Link } from "react-router";
import { AttendanceOnReport } from "~/components/attendance-on-report";
import { Denied } from "~/components/denied";
import { pageMeta } from "~/components/page-meta";
import { ReportCardFacts } from "~/components/report-card-facts";
import { useRootData } from "~/components/root-data";
import { displayName } from "~/domain/access/actor";
import { attendanceOf } from "~/domain/attendance/reports.server";
import { formatIsoDay } from "~/domain/core/format.server";
import { subjectReportCard } from "~/domain/marks/report-card.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/report-card";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && "subjectName" in loaderData ? "Report card: {{subject}}" : "Report card",
    "Your marks in every test of this subject, ready to print.",
    { subject: loaderData && "subjectName" in loaderData ? loaderData.subjectName : "" },
  );

/** One subject's published results for the student, on an ordinary page made to print (or save as PDF). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const card = await readOrDenied(() => subjectReportCard(student, idParam(params.subjectId)));
  if (isDenied(card)) return card;
  return {
    denied: null,
    ...card,
    studentName: displayName(student),
    batchId: student.batchId ?? -1,
    attendance: await attendanceOf(student.id),
    tests: card.tests.map((test) => ({ ...test, day: formatIsoDay(test.date, languageFrom(context)) })),
  };
}

export default function ReportCard({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { t } = useTranslation("student");
  const heads = {
    test: t("Test"),
    day: t("Date"),
    marks: t("Marks"),
    average: t("Class average"),
    rank: t("Rank"),
    remark: t("Remark"),
  };
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { subjectName, batchName, studentName, rollNo, tests, batchId } = loaderData;
  return (
    <main id="main" className="page report-card">
      <p className="no-print">
        <Link to={`/tests/${batchId}`}>← {t("All tests")}</Link>
      </p>
      <p className="report-card-brand" translate="no">
        {root?.brand.name}
      </p>
      <h1>
        <Trans t={t} i18nKey="Report card: <1>{{subject}}</1>" values={{ subject: subjectName }}>
          Report card: <span translate="no">{subjectName}</span>
        </Trans>
      </h1>
      <ReportCardFacts student={studentName} batch={batchName} rollNo={rollNo} />
      {tests.length === 0 ? (
        <p className="empty">{t("No results of {{subject}} have been published yet.", { subject: subjectName })}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{heads.test}</th>
              <th scope="col">{heads.day}</th>
              <th scope="col">{heads.marks}</th>
              <th scope="col">{heads.average}</th>
              <th scope="col">{heads.rank}</th>
              <th scope="col">{heads.remark}</th>
            </tr>
          </thead>
          <tbody>
            {tests.map((test) => (
              <tr key={test.id}>
                <th scope="row" translate="no">
                  {test.name}
                </th>
                <td data-label={heads.day}>{test.day}</td>
                <td data-label={heads.marks}>
                  {test.attempted ? `${test.marks} / ${test.maxMarks}` : test.entered ? t("Absent") : "–"}
                </td>
                <td data-label={heads.average}>{test.average === null ? "–" : `${test.average} / ${test.maxMarks}`}</td>
                <td data-label={heads.rank}>{test.rank === null ? "–" : `#${test.rank}`}</td>
                <td data-label={test.remark ? heads.remark : undefined} translate="no">
                  {test.remark}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AttendanceOnReport attendance={loaderData.attendance} />
      <p className="no-print muted">
        {t("To keep a copy, print this page or choose ‘Save as PDF’ in your browser's print dialog.")}
      </p>
    </main>
  );
}
