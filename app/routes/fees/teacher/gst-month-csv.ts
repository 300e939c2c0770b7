import { data } from "react-router";
import { monthCsv } from "~/domain/fees/gst/month.server";
import { requireTeacher } from "~/http/guards.server";
import { readValue } from "~/http/values.server";
import { gstMonthSchema } from "~/schemas/gst";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/gst-month-csv";

/** The accountant's month (?month=2026-11): every tax invoice and credit note of it, and the totals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const asked = readValue(gstMonthSchema, { month: new URL(request.url).searchParams.get("month") ?? "" });
  if (asked.value === undefined) throw data(asked.problems.join(". "), { status: 400 });
  const csv = await monthCsv(teacher, asked.value.month);
  return csvDownload({ filename: `gst-${asked.value.month}.csv`, csv });
}
