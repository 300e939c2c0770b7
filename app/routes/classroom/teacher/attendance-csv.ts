import { monthGridCsv } from "~/domain/attendance/reports.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { readValue } from "~/http/values.server";
import { monthSchema } from "~/schemas/classroom";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/attendance-csv";

/** 'Download CSV': a batch's month of attendance (…/attendance/2026-11.csv). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const chosen = readValue(monthSchema, { month: /^(.*)\.csv$/.exec(params.file)?.[1] }).value?.month;
  if (!chosen) throw new Response("Not found", { status: 404 });
  const batchId = idParam(params.batchId);
  return csvDownload(await readForPage(() => monthGridCsv(teacher, batchId, chosen)));
}
