import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("student");
  return (
    <>
      <p>
        <Link to={`/tests/${batchId}`}>← {t("All tests")}</Link>
      </p>
      <h1>{t("Details")}</h1>
      <p className="lead" translate="no">
        {testName}
      </p>
    </>
  );
}

export default function TestDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("student");
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { result, bands, myBand, batchId } = loaderData;
  if (!result.published) {
    return (
      <main id="main" className="page">
        <Heading batchId={batchId} testName={result.testName} />
        <p className="notice">{t("Results not published yet. Your teacher will publish them soon.")}</p>
      </main>
    );
  }
  const max = result.maxMarks;
  const cards = [
    [t("Marks Obtained"), result.attempted ? `${result.studentMarks}/${max}` : t("Not Attempted")],
    [t("Highest Marks"), `${result.highestMarks}/${max}`],
    [t("Students Attempted"), String(result.attemptedCount)],
    [t("Class Average"), `${result.average}/${max}`],
    [t("Your Rank"), result.rank === null ? "-" : `#${result.rank}`],
    [t("Status"), result.attempted ? t("Attempted") : t("Not Attempted")],
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
        <h2 id="remarks">{t("Teacher's Remarks")}</h2>
        {result.remark ? (
          <p translate="no">{result.remark}</p>
        ) : (
          <p>{t("No remarks from the teacher for this test.")}</p>
        )}
      </section>
      <BarChart
        title={t("How the class scored")}
        caption={
          myBand >= 0
            ? t("Students per band of marks; your band is highlighted ({{from}}–{{to}}%).", {
                from: myBand * 10,
                to: myBand * 10 + 10,
              })
            : t("Students per band of marks.")
        }
        max={Math.max(...bands, 1)}
        axes={{ xTitle: t("Marks (%), in bands of 10"), yTitle: t("Students") }}
        bars={bands.map((students, band) => ({
          label: `${band * 10}`,
          value: students,
          note: t(
            band === myBand ? "{{from}}–{{to}}%: {{count}} students (you)" : "{{from}}–{{to}}%: {{count}} students",
            {
              from: band * 10,
              to: band * 10 + 10,
              count: students,
            },
          ),
          highlight: band === myBand,
        }))}
      />
    </main>
  );
}
