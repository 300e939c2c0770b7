import { assertTeacher } from "~/domain/access/guards.server";
import { enquiryReport } from "~/domain/admissions/report.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { enquiryReportSchema } from "~/schemas/admissions";

/** GET /teacher/enquiries/report?month=YYYY-MM: by source, by stage, the conversion rate, the reasons lost. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const report = await enquiryReport(actor, parseInput(enquiryReportSchema, queryOf(request)).month);
  return {
    month: report.month,
    total: report.total,
    admitted: report.admitted,
    conversion_percent: report.conversionPercent,
    by_source: report.bySource,
    by_stage: report.byStage,
    lost_reasons: report.lostReasons,
  };
});
