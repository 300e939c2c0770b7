import { Link } from "react-router";
import { BarChart } from "~/components/bar-chart";
import { Denied } from "~/components/denied";
import { pageMeta } from "~/components/page-meta";
import { formatIsoDay } from "~/domain/format.server";
import { listStudentTests } from "~/domain/marks/student-tests.server";
import { requireStudent } from "~/http/guards.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import type { Route } from "./+types/tests";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && "batchName" in loaderData ? `${loaderData.batchName} Tests` : "Tests",
    "The tests of your subject and your marks in each.",
  );

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const result = await readOrDenied(() => listStudentTests(student, idParam(params.batchId)));
  if (isDenied(result)) return result;
  const subjects = new Map<number, typeof result.tests>();
  // Progress and report cards show published results only: a draft is not the student's to see.
  for (const test of result.tests.filter((t) => t.published))
    subjects.set(test.subjectId, [...(subjects.get(test.subjectId) ?? []), test]);
  return {
    denied: null,
    batchName: result.batchName,
    currentBatch: result.currentBatch,
    earlierBatches: result.earlierBatches,
    tests: result.tests.map((test) => ({ ...test, day: formatIsoDay(test.date) })),
    progress: [...subjects.values()].map((tests) => ({ subject: tests[0].subjectName, tests })),
  };
}

/** A published test's mark as the list shows it beside the test. */
const markText = (test: { entered: boolean; attempted: boolean; marks: number | null; maxMarks: number }) =>
  test.attempted
    ? `Your marks: ${test.marks} / ${test.maxMarks}`
    : test.entered
      ? "Absent"
      : "No marks entered for you";

export default function StudentTests({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { batchName, currentBatch, earlierBatches, tests, progress } = loaderData;
  return (
    <main id="main" className="page">
      <h1>{batchName} Tests</h1>
      {currentBatch ? (
        <p>
          <Link to="/report">Report card: all subjects</Link>
        </p>
      ) : (
        <p className="notice">Your results from {batchName}, the batch you were in before.</p>
      )}
      {tests.length === 0 ? (
        <p className="empty">No tests available.</p>
      ) : (
        <ul className="grid">
          {tests.map((test) => (
            <li key={test.id} className="card">
              <h2 className="tile-title">{test.name}</h2>
              <p className="muted">
                {test.subjectName} · {test.day}
                {test.published ? null : " · Results not published yet"}
              </p>
              {test.published ? <p className="test-mark">{markText(test)}</p> : null}
              <Link to={`/testDetails/${test.id}`} className="button" aria-label={`View ${test.name}`}>
                View
              </Link>
            </li>
          ))}
        </ul>
      )}
      {progress.map(({ subject, tests: subjectTests }) => (
        <section key={subject} className="stack">
          <BarChart
            title={`Your marks in ${subject}`}
            caption={`Your marks in ${subject}, as a percentage of each test's maximum.`}
            max={100}
            axes={{ xTitle: "Tests, in order", yTitle: "Marks (%)", formatY: (value) => `${value}%` }}
            bars={subjectTests.map((test, index) => ({
              label: `T${index + 1}`,
              value: test.marks === null ? 0 : (test.marks / test.maxMarks) * 100,
              note:
                test.marks === null
                  ? `${test.name}: not attempted`
                  : `${test.name}: ${test.marks} out of ${test.maxMarks}`,
            }))}
          />
          {currentBatch ? (
            <p>
              <Link to={`/report/${subjectTests[0].subjectId}`}>Report card: {subject}</Link>
            </p>
          ) : null}
        </section>
      ))}
      {earlierBatches.length > 0 ? (
        <section aria-labelledby="earlier-batches">
          <h2 id="earlier-batches">Earlier batches</h2>
          <ul>
            {earlierBatches.map((batch) => (
              <li key={batch.id}>
                <Link to={`/tests/${batch.id}`}>Your results in {batch.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
