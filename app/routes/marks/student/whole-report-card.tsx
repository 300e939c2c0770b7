import { Link } from "react-router";
import { AttendanceOnReport } from "~/components/attendance-on-report";
import { pageMeta } from "~/components/page-meta";
import { ReportCardFacts } from "~/components/report-card-facts";
import { useRootData } from "~/components/root-data";
import { displayName } from "~/domain/access/actor";
import { attendanceOf } from "~/domain/attendance/reports.server";
import { formatDay, formatIsoDay } from "~/domain/core/format.server";
import { wholeReportCard } from "~/domain/marks/report-card.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/whole-report-card";

export const meta: Route.MetaFunction = () =>
  pageMeta("Report card", "Your marks in every subject's published tests, with totals, ready to print.");

/** Every subject's published results on one page made to print on one A4 sheet (or save as PDF). */
export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const card = await wholeReportCard(student);
  const language = languageFrom(context);
  return {
    ...card,
    studentName: displayName(student),
    batchId: student.batchId ?? -1,
    printedOn: formatDay(new Date(), language),
    attendance: await attendanceOf(student.id),
    subjects: card.subjects.map((subject) => ({
      ...subject,
      tests: subject.tests.map((test) => ({ ...test, day: formatIsoDay(test.date, language) })),
    })),
  };
}

type Total = { obtained: number; max: number; percent: number | null };
const totalText = (total: Total) =>
  total.percent === null ? "–" : `${total.obtained} / ${total.max} (${total.percent}%)`;

export default function WholeReportCard({ loaderData }: Route.ComponentProps) {
  const brand = useRootData()?.brand;
  const { studentName, batchName, rollNo, subjects, overall, batchId, printedOn } = loaderData;
  const { t } = useTranslation("student");
  return (
    <main id="main" className="page report-card whole-report">
      <p className="no-print">
        <Link to={`/tests/${batchId}`}>← {t("All tests")}</Link>
      </p>
      <div className="report-head">
        <p className="report-card-brand" translate="no">
          {brand?.name}
        </p>
        {brand?.address ? (
          <p className="report-address" translate="no">
            {brand.address}
          </p>
        ) : null}
      </div>
      <h1>{t("Report card")}</h1>
      <ReportCardFacts student={studentName} batch={batchName} rollNo={rollNo}>
        <dt>{t("Date")}</dt>
        <dd>{printedOn}</dd>
      </ReportCardFacts>
      {subjects.length === 0 ? <p className="empty">{t("You are not registered for any subject yet.")}</p> : null}
      {subjects.map((subject) => (
        <section key={subject.id} aria-labelledby={`subject-${subject.id}`} className="report-subject">
          <h2 id={`subject-${subject.id}`} translate="no">
            {subject.name}
          </h2>
          {subject.tests.length === 0 ? (
            <p className="empty">
              {t("No results of {{subject}} have been published yet.", { subject: subject.name })}
            </p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("Test")}</th>
                  <th scope="col">{t("Date")}</th>
                  <th scope="col">{t("Marks")}</th>
                </tr>
              </thead>
              <tbody>
                {subject.tests.map((test) => (
                  <tr key={test.id}>
                    <th scope="row" translate="no">
                      {test.name}
                    </th>
                    <td>{test.day}</td>
                    <td>{test.attempted ? `${test.marks} / ${test.max}` : test.entered ? t("Absent") : "–"}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("Total in {{subject}}", { subject: subject.name })}
                  </th>
                  <td>{totalText(subject.total)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </section>
      ))}
      <p className="report-overall">
        <strong>{t("Overall: {{total}}", { total: totalText(overall) })}</strong>
      </p>
      <AttendanceOnReport attendance={loaderData.attendance} />
      <p className="muted">{t("An absence counts as 0 marks; a test with no marks entered for you is not counted.")}</p>
      <div className="signature">
        <p>{t("Teacher's signature")}</p>
      </div>
      <p className="no-print muted">
        {t("To keep a copy, print this page or choose ‘Save as PDF’ in your browser's print dialog.")}
      </p>
    </main>
  );
}
