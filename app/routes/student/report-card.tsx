import { Link, useRouteLoaderData } from "react-router";
import { Denied } from "~/components/denied";
import { pageMeta } from "~/components/page-meta";
import { ReportCardFacts } from "~/components/report-card-facts";
import { displayName } from "~/domain/actor";
import { formatIsoDay } from "~/domain/format.server";
import { subjectReportCard } from "~/domain/marks/report-card.server";
import { requireStudent } from "~/http/guards.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/report-card";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && "subjectName" in loaderData ? `Report card: ${loaderData.subjectName}` : "Report card",
    "Your marks in every test of this subject, ready to print.",
  );

/** One subject's published results for the student, on an ordinary page made to print (or save as PDF). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const card = await readOrDenied(() => subjectReportCard(student, idParam(params.subjectId)));
  if (isDenied(card)) return card;
  return {
    denied: null,
    ...card,
    studentName: displayName(student),
    batchId: student.batchId ?? -1,
    tests: card.tests.map((test) => ({ ...test, day: formatIsoDay(test.date) })),
  };
}

export default function ReportCard({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { subjectName, batchName, studentName, rollNo, tests, batchId } = loaderData;
  return (
    <main id="main" className="page report-card">
      <p className="no-print">
        <Link to={`/tests/${batchId}`}>← All tests</Link>
      </p>
      <p className="report-card-brand">{root?.brand.name}</p>
      <h1>Report card: {subjectName}</h1>
      <ReportCardFacts student={studentName} batch={batchName} rollNo={rollNo} />
      {tests.length === 0 ? (
        <p className="empty">No results of {subjectName} have been published yet.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Date</th>
              <th scope="col">Marks</th>
              <th scope="col">Class average</th>
              <th scope="col">Rank</th>
              <th scope="col">Remark</th>
            </tr>
          </thead>
          <tbody>
            {tests.map((test) => (
              <tr key={test.id}>
                <th scope="row">{test.name}</th>
                <td>{test.day}</td>
                <td>{test.attempted ? `${test.marks} / ${test.maxMarks}` : test.entered ? "Absent" : "–"}</td>
                <td>{test.average === null ? "–" : `${test.average} / ${test.maxMarks}`}</td>
                <td>{test.rank === null ? "–" : `#${test.rank}`}</td>
                <td>{test.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="no-print muted">
        To keep a copy, print this page or choose "Save as PDF" in your browser's print dialog.
      </p>
    </main>
  );
}
