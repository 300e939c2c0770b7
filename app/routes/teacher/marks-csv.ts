import { exportSubjectCsv, exportTestCsv } from "~/domain/marks-csv.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/marks-csv";

/**
 * Marks as a CSV download: one test's (…/tests/:testId/marks.csv, or its change history with ?history=1)
 * or every test of the subject.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const { filename, csv } = await readForPage(() =>
    params.testId
      ? exportTestCsv(teacher, idParam(params.testId), new URL(request.url).searchParams.has("history"))
      : exportSubjectCsv(teacher, idParam(params.batchId), idParam(params.subjectId)),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
