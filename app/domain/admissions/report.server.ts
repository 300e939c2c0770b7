import { db } from "~/db.server";
import { ENQUIRY_SOURCES, ENQUIRY_STAGES } from "~/schemas/admissions";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { monthBounds } from "../core/time.server";
import { writeCsv } from "../marks/csv.server";

/**
 * What the owner reads for a month: the enquiries made in it by source and by stage (each listed, even at 0), the
 * conversion rate (admitted / enquiries, in whole per cent), and the reasons the lost ones gave, most said first.
 */
export async function enquiryReport(actor: Actor, month: string) {
  assertTeacher(actor);
  const where = { createdAt: monthBounds(month) };
  const [bySource, byStage, reasons] = await Promise.all([
    db.enquiry.groupBy({ by: ["source"], where, _count: { _all: true } }),
    db.enquiry.groupBy({ by: ["stage"], where, _count: { _all: true } }),
    db.enquiry.groupBy({ by: ["lostReason"], where: { ...where, stage: "lost" }, _count: { _all: true } }),
  ]);
  const countOf = <Key extends string>(
    rows: ({ _count: { _all: number } } & Record<string, unknown>)[],
    field: string,
    key: Key,
  ) => rows.find((row) => row[field] === key)?._count._all ?? 0;
  const total = bySource.reduce((sum, row) => sum + row._count._all, 0);
  const admitted = countOf(byStage, "stage", "admitted");
  return {
    month,
    total,
    admitted,
    conversionPercent: total === 0 ? 0 : Math.round((admitted * 100) / total),
    bySource: ENQUIRY_SOURCES.map((source) => ({ source, count: countOf(bySource, "source", source) })),
    byStage: ENQUIRY_STAGES.map((stage) => ({ stage, count: countOf(byStage, "stage", stage) })),
    lostReasons: reasons
      .map((row) => ({ reason: row.lostReason, count: row._count._all }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

export type EnquiryReport = Awaited<ReturnType<typeof enquiryReport>>;

/** The month's report as a spreadsheet reads it: one row a figure, grouped by what it counts. */
export function enquiryReportCsv(report: EnquiryReport) {
  return writeCsv(
    ["month", "group", "name", "count"],
    [
      [report.month, "total", "enquiries", report.total],
      [report.month, "total", "admitted", report.admitted],
      [report.month, "total", "conversion_percent", report.conversionPercent],
      ...report.bySource.map((row) => [report.month, "source", row.source, row.count]),
      ...report.byStage.map((row) => [report.month, "stage", row.stage, row.count]),
      ...report.lostReasons.map((row) => [report.month, "lost_reason", row.reason, row.count]),
    ],
  );
}
