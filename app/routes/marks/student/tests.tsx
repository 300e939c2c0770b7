import type { TFunction } from "i18next";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { BarChart } from "~/components/bar-chart";
import { Denied } from "~/components/denied";
import { pageMeta } from "~/components/page-meta";
import { formatIsoDay } from "~/domain/core/format.server";
import { listStudentTests } from "~/domain/marks/student-tests.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { shownComingOnlineTests } from "../../online-tests/+shared/coming-online-tests.server";
import { OnlineTestWindow } from "../../online-tests/+shared/online-test-window";
import type { Route } from "./+types/tests";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && "batchName" in loaderData ? "{{batch}} Tests" : "Tests",
    "The tests of your subject and your marks in each.",
    { batch: loaderData && "batchName" in loaderData ? loaderData.batchName : "" },
  );

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const result = await readOrDenied(() => listStudentTests(student, idParam(params.batchId)));
  if (isDenied(result)) return result;
  const subjects = new Map<number, typeof result.tests>();
  // Progress and report cards show published results only: a draft is the teacher's.
  for (const test of result.tests.filter((t) => t.published))
    subjects.set(test.subjectId, [...(subjects.get(test.subjectId) ?? []), test]);
  const coming = result.currentBatch ? await shownComingOnlineTests(context, student) : [];
  return {
    denied: null,
    batchName: result.batchName,
    currentBatch: result.currentBatch,
    earlierBatches: result.earlierBatches,
    tests: result.tests.map((test) => ({
      ...test,
      day: formatIsoDay(test.date, languageFrom(context)),
      window: coming.find((online) => online.testId === test.id) ?? null,
    })),
    progress: [...subjects.values()].map((tests) => ({ subject: tests[0].subjectName, tests })),
    series: [...new Map(result.tests.flatMap((test) => (test.series ? [[test.series.id, test.series]] : []))).values()],
  };
}

/** A published test's mark as the list shows it beside the test. */
const markText = (
  t: TFunction,
  test: { entered: boolean; attempted: boolean; marks: number | null; maxMarks: number },
) =>
  test.attempted
    ? t("Your marks: {{marks}} / {{max}}", { marks: test.marks, max: test.maxMarks })
    : test.entered
      ? t("Absent")
      : t("No marks entered for you");

export default function StudentTests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("student");
  const { t: inSeries } = useTranslation("series");
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { batchName, currentBatch, earlierBatches, tests, progress, series } = loaderData;
  return (
    <main id="main" className="page">
      <h1>
        <Trans t={t} i18nKey="<0>{{batch}}</0> Tests" values={{ batch: batchName }}>
          <span translate="no">{batchName}</span> Tests
        </Trans>
      </h1>
      {currentBatch ? (
        <p>
          <Link to="/report">{t("Report card: all subjects")}</Link>
        </p>
      ) : (
        <p className="notice">
          <Trans
            t={t}
            i18nKey="Your results from <1>{{batch}}</1>, the batch you were in before."
            values={{ batch: batchName }}
          >
            Your results from <span translate="no">{batchName}</span>, the batch you were in before.
          </Trans>
        </p>
      )}
      {tests.length === 0 ? (
        <p className="empty">{t("No tests available.")}</p>
      ) : (
        <ul className="grid">
          {tests.map((test) => (
            <li key={test.id} className="card">
              <h2 className="tile-title" translate="no">
                {test.name}
              </h2>
              <p className="muted">
                <span translate="no">{test.subjectName}</span> · {test.day}
                {test.published || test.window ? null : ` · ${t("Results not published yet")}`}
              </p>
              {test.window ? <OnlineTestWindow test={test.window} /> : null}
              {test.published ? <p className="test-mark">{markText(t, test)}</p> : null}
              <Link
                to={`/testDetails/${test.id}`}
                className="button"
                aria-label={t("View {{test}}", { test: test.name })}
              >
                {t("View")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {series.length > 0 ? (
        <nav aria-label={inSeries("Test series")}>
          {series.map((each) => (
            <Link key={each.id} to={`/series/${each.id}`} className="button button-quiet">
              <Trans t={inSeries} i18nKey="Your standing in <1>{{series}}</1>" values={{ series: each.name }}>
                Your standing in <span translate="no">{each.name}</span>
              </Trans>
            </Link>
          ))}
        </nav>
      ) : null}
      {progress.map(({ subject, tests: subjectTests }) => (
        <section key={subject} className="stack">
          <BarChart
            title={t("Your marks in {{subject}}", { subject })}
            caption={t("Your marks in {{subject}}, as a percentage of each test's maximum.", { subject })}
            max={100}
            axes={{ xTitle: t("Tests, in order"), yTitle: t("Marks (%)"), formatY: (value) => `${value}%` }}
            bars={subjectTests.map((test, index) => ({
              label: `T${index + 1}`,
              value: test.marks === null ? 0 : (test.marks / test.maxMarks) * 100,
              note:
                test.marks === null
                  ? t("{{test}}: not attempted", { test: test.name })
                  : t("{{test}}: {{marks}} out of {{max}}", {
                      test: test.name,
                      marks: test.marks,
                      max: test.maxMarks,
                    }),
            }))}
          />
          {currentBatch ? (
            <p>
              <Link to={`/report/${subjectTests[0].subjectId}`}>{t("Report card: {{subject}}", { subject })}</Link>
            </p>
          ) : null}
        </section>
      ))}
      {earlierBatches.length > 0 ? (
        <section aria-labelledby="earlier-batches">
          <h2 id="earlier-batches">{t("Earlier batches")}</h2>
          <ul>
            {earlierBatches.map((batch) => (
              <li key={batch.id}>
                <Link to={`/tests/${batch.id}`}>{t("Your results in {{batch}}", { batch: batch.name })}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
