import { Link } from "react-router";
import { RemarksOnReport } from "~/components/remarks-on-report";
import { ReportCardFacts } from "~/components/report-card-facts";
import { ReportCardSubjects } from "~/components/report-card-subjects";
import { useRootData } from "~/components/root-data";
import { studentReportCard } from "~/domain/cards/report-card-figures.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { reportCardForScreen } from "../+shared/report-card-screen.server";
import type { Route } from "./+types/report-card";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTranslate("Report card of {{name}}", { name: data?.student.name ?? "" }) },
];

/** One student's whole report card as the teacher reads it before printing: the PDF's figures, on a page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const card = await readForPage(() => studentReportCard(teacher, idParam(params.studentId)));
  const language = languageFrom(context);
  return { ...reportCardForScreen(card, language), otherLanguage: language === "hi" ? "en" : "hi" };
}

export default function TeacherReportCard({ loaderData }: Route.ComponentProps) {
  const brand = useRootData()?.brand;
  const { student, subjects, overall, attendance, remarks } = loaderData;
  const { t } = useTranslation("documents-cards");
  const pdf = `/teacher/students/${student.id}/report-card.pdf`;
  return (
    <main id="main" className="page report-card whole-report">
      <p className="no-print">
        <Link to={`/teacher/students/${student.id}`}>← {student.name}</Link>
      </p>
      <p className="no-print actions">
        <a href={pdf} download className="button">
          {t("Report card (PDF)")}
        </a>{" "}
        <a
          href={`${pdf}?language=${loaderData.otherLanguage}`}
          download
          hrefLang={loaderData.otherLanguage}
          className="button button-quiet"
        >
          {loaderData.otherLanguage === "hi" ? t("In Hindi (PDF)") : t("In English (PDF)")}
        </a>
      </p>
      <div className="report-head">
        <p className="report-card-brand" translate="no">
          {brand?.name}
        </p>
      </div>
      <h1>{t("Report card")}</h1>
      <ReportCardFacts student={student.name} batch={student.batchName} rollNo={student.rollNo} />
      <ReportCardSubjects subjects={subjects} overall={overall} />
      <section aria-labelledby="report-attendance" className="report-attendance">
        <h2 id="report-attendance">{t("Attendance")}</h2>
        <p>
          {attendance.percent === null
            ? t("No attendance taken yet.")
            : t("{{percent}}% ({{attended}} of {{classes}} classes)", attendance)}
        </p>
      </section>
      <RemarksOnReport remarks={remarks} />
      {remarks ? null : (
        <p className="no-print">
          <Link to={`/teacher/students/${student.id}/remarks`}>{t("Write remarks")}</Link>
        </p>
      )}
    </main>
  );
}
