import { Link } from "react-router";
import { AttendanceOnReport } from "~/components/attendance-on-report";
import { pageMeta } from "~/components/page-meta";
import { RemarksOnReport } from "~/components/remarks-on-report";
import { ReportCardFacts } from "~/components/report-card-facts";
import { ReportCardSubjects } from "~/components/report-card-subjects";
import { useRootData } from "~/components/root-data";
import { displayName } from "~/domain/access/actor";
import { attendanceOf } from "~/domain/attendance/reports.server";
import { remarksForScreen } from "~/domain/cards/remarks.server";
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
    remarks: await remarksForScreen(student.id, language),
    subjects: card.subjects.map((subject) => ({
      ...subject,
      tests: subject.tests.map((test) => ({ ...test, day: formatIsoDay(test.date, language) })),
    })),
  };
}

export default function WholeReportCard({ loaderData }: Route.ComponentProps) {
  const brand = useRootData()?.brand;
  const { studentName, batchName, rollNo, subjects, overall, batchId, printedOn } = loaderData;
  const { t } = useTranslation("student");
  const { t: tCards } = useTranslation("documents-cards");
  return (
    <main id="main" className="page report-card whole-report">
      <p className="no-print">
        <Link to={`/tests/${batchId}`}>← {t("All tests")}</Link>
      </p>
      <p className="no-print">
        <a href="/report.pdf" download>
          {tCards("Report card (PDF)")}
        </a>
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
      <ReportCardSubjects subjects={subjects} overall={overall} />
      <AttendanceOnReport attendance={loaderData.attendance} />
      <RemarksOnReport remarks={loaderData.remarks} />
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
