import { data } from "react-router";
import { enquiryReport, enquiryReportCsv } from "~/domain/admissions/report.server";
import { requireTeacher } from "~/http/guards.server";
import { readValue } from "~/http/values.server";
import { enquiryReportSchema } from "~/schemas/admissions";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/report-csv";

/** 'Download CSV' on the month's report: the same figures, one a row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const asked = readValue(enquiryReportSchema, { month: new URL(request.url).searchParams.get("month") ?? "" });
  if (asked.value === undefined) throw data(asked.problems.join(". "), { status: 400 });
  const report = await enquiryReport(teacher, asked.value.month);
  return csvDownload({ filename: `enquiries-${report.month}.csv`, csv: await enquiryReportCsv(report) });
}
