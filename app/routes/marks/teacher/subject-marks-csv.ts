import { exportSubjectCsv } from "~/domain/marks/csv.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/subject-marks-csv";

/** The marks of every test of a subject as one CSV download (…/:batchId/:subjectId/marks.csv). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return csvDownload(
    await readForPage(() => exportSubjectCsv(teacher, idParam(params.batchId), idParam(params.subjectId))),
  );
}
