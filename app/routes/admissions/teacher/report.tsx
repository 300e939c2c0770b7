import { Form, Link } from "react-router";
import { Spaced } from "~/components/spaced";
import { instituteToday } from "~/domain/admissions/enquiries.server";
import { enquiryReport } from "~/domain/admissions/report.server";
import { requireTeacher } from "~/http/guards.server";
import { readValue } from "~/http/values.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { enquiryReportSchema } from "~/schemas/admissions";
import { sourceWord, stageWord } from "../+shared/enquiry-words";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Enquiries: month's report") }];

/** The month travels in the address (?month=2026-11); this month when none or an unreadable one is asked. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const asked = readValue(enquiryReportSchema, { month: new URL(request.url).searchParams.get("month") ?? "" });
  const month = asked.value?.month ?? instituteToday().slice(0, 7);
  return { report: await enquiryReport(teacher, month) };
}

/** What the owner reads for a month: by source, by stage, the conversion rate, the reasons lost; a CSV. */
export default function EnquiryReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const { t } = useTranslation("admissions");
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/enquiries">← {t("Enquiries")}</Link>
      </p>
      <h1>{t("Enquiries: month's report")}</h1>
      <Form method="get" className="actions search-form">
        <Spaced>
          <div className="field">
            <label htmlFor="month">{t("Month")}</label>
            <input id="month" name="month" type="month" defaultValue={report.month} />
          </div>
          <button type="submit" className="button">
            {t("Show")}
          </button>
        </Spaced>
      </Form>
      <p>
        {t("Enquiries: {{total}} · admitted: {{admitted}} · conversion rate: {{rate}}%", {
          total: report.total,
          admitted: report.admitted,
          rate: report.conversionPercent,
        })}
      </p>
      <p>
        <a href={`/teacher/enquiries/report.csv?month=${report.month}`} download>
          {t("Download CSV")}
        </a>
      </p>
      <div className="grid">
        <CountTable
          caption={t("By source")}
          head={t("Source")}
          rows={report.bySource.map((row) => ({ name: t(sourceWord(row.source)), count: row.count }))}
        />
        <CountTable
          caption={t("By stage")}
          head={t("Stage")}
          rows={report.byStage.map((row) => ({ name: t(stageWord(row.stage)), count: row.count }))}
        />
      </div>
      <h2>{t("Reasons lost")}</h2>
      {report.lostReasons.length === 0 ? <p className="empty">{t("No enquiry was lost this month")}</p> : null}
      {report.lostReasons.length > 0 ? (
        <CountTable
          caption={t("Reasons lost")}
          head={t("Reason")}
          rows={report.lostReasons.map((row) => ({ name: row.reason, count: row.count }))}
          typedByTeachers
        />
      ) : null}
    </main>
  );
}

/** A count per name; names the teachers typed (the reasons lost) are theirs, left untranslated. */
function CountTable({
  caption,
  head,
  rows,
  typedByTeachers,
}: {
  caption: string;
  head: string;
  rows: { name: string; count: number }[];
  typedByTeachers?: boolean;
}) {
  const { t } = useTranslation("admissions");
  return (
    <table className="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{t("Enquiries")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" translate={typedByTeachers ? "no" : undefined}>
              {row.name}
            </th>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
