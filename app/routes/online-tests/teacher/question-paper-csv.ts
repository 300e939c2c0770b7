import { exportPaperCsv } from "~/domain/online-tests/paper-csv.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/question-paper-csv";

/** 'Download CSV': the paper in the format 'Import questions' reads (…/tests/:testId/paper.csv). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return csvDownload(await readForPage(() => exportPaperCsv(teacher, idParam(params.testId))));
}
