import { exportTestCsv } from "~/domain/marks/csv.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/test-marks-csv";

/** One test's marks as a CSV download (…/tests/:testId/marks.csv), or their change history with ?history=1. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const history = new URL(request.url).searchParams.has("history");
  return csvDownload(await readForPage(() => exportTestCsv(teacher, idParam(params.testId), history)));
}
