import { Link } from "react-router";
import { BarChart } from "~/components/bar-chart";
import { Denied } from "~/components/denied";
import { pageMeta } from "~/components/page-meta";
import { getTestResult, marksDistribution } from "~/domain/marks/statistics.server";
import { requireStudent } from "~/http/guards.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import type { Route } from "./+types/test-details";

export const meta: Route.MetaFunction = () =>
  pageMeta("Details", "Your marks in this test, with the class average, the highest mark and your rank.");

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const result = await readOrDenied(() => getTestResult(student, idParam(params.testId)));
  if (isDenied(result)) return result;
  const bands = result.published ? await marksDistribution(result.testId, result.maxMarks) : [];
  const myBand =
    result.studentMarks === null ? -1 : Math.min(9, Math.floor((result.studentMarks * 10) / result.maxMarks));
  return { denied: null, result, bands, myBand, batchId: result.batchId };
}

function Heading({ batchId, testName }: { batchId: number; testName: string }) {
  return (
    <>
      <p>
        <Link to={`/tests/${batchId}`}>← All tests</Link>
      </p>
      <h1>Details</h1>
      <p className="lead">{testName}</p>
    </>
  );
}

export default function TestDetails({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { result, bands, myBand, batchId } = loaderData;
  if (!result.published) {
    return (
      <main id="main" className="page">
        <Heading batchId={batchId} testName={result.testName} />
        <p className="notice">Results not published yet. Your teacher will publish them soon.</p>
      </main>
    );
  }
  const max = result.maxMarks;
  const cards = [
    ["Marks Obtained", result.attempted ? `${result.studentMarks}/${max}` : "Not Attempted"],
    ["Highest Marks", `${result.highestMarks}/${max}`],
    ["Students Attempted", String(result.attemptedCount)],
    ["Class Average", `${result.average}/${max}`],
    ["Your Rank", result.rank === null ? "-" : `#${result.rank}`],
    ["Status", result.attempted ? "Attempted" : "Not Attempted"],
  ];
  return (
    <main id="main" className="page">
      <Heading batchId={batchId} testName={result.testName} />
      <dl className="grid stat-cards">
        {cards.map(([label, value]) => (
          <div key={label} className="card">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="card" aria-labelledby="remarks">
        <h2 id="remarks">Teacher's Remarks</h2>
        <p>{result.remark || "No remarks from the teacher for this test."}</p>
      </section>
      <BarChart
        title="How the class scored"
        caption={
          myBand >= 0
            ? `Students per band of marks; your band is highlighted (${myBand * 10}–${myBand * 10 + 10}%).`
            : "Students per band of marks."
        }
        max={Math.max(...bands, 1)}
        axes={{ xTitle: "Marks (%), in bands of 10", yTitle: "Students" }}
        bars={bands.map((students, band) => ({
          label: `${band * 10}`,
          value: students,
          note: `${band * 10}–${band * 10 + 10}%: ${students} ${students === 1 ? "student" : "students"}${band === myBand ? " (you)" : ""}`,
          highlight: band === myBand,
        }))}
      />
    </main>
  );
}
