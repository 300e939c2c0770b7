import { Link } from "react-router";
import { Denied } from "~/components/denied";
import { Fact } from "~/components/fact";
import { pageMeta } from "~/components/page-meta";
import { studentStanding } from "~/domain/series/standings.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { ChapterTable } from "../+shared/chapter-table";
import { withDays } from "../+shared/series-days.server";
import type { Route } from "./+types/standing";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("{{series}}: your standing", "Your score in each test of the series, your rank and your percentile.", {
    series: loaderData && "series" in loaderData ? loaderData.series.name : "",
  });

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const view = await readOrDenied(() => studentStanding(student, idParam(params.seriesId)));
  if (isDenied(view)) return view;
  return { ...view, batchId: student.batchId, tests: withDays(view.tests, languageFrom(context)) };
}

type Place = { rank: number; count: number; percentile: number };

/** 'Your standing' in the series: scores, cumulative score, rank and percentile, and strength by chapter. */
export default function SeriesStanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("series");
  if ("denied" in loaderData) return <Denied message={loaderData.denied} />;
  const { series, tests, standing, outOf, chapters, batchId } = loaderData;
  const place = ({ rank, count, percentile }: Place) =>
    t("Rank {{rank}} of {{count}} · percentile {{percentile}}", { rank, count, percentile });
  const heads = { subject: t("Subject"), date: t("Date"), score: t("Marks") };
  return (
    <main id="main" className="page">
      <h1 translate="no">{series.name}</h1>
      {batchId ? (
        <p>
          <Link to={`/tests/${batchId}`}>{t("Back to your tests")}</Link>
        </p>
      ) : null}
      <section className="card stack" aria-labelledby="your-standing">
        <h2 id="your-standing">{t("Your standing")}</h2>
        {standing ? (
          <dl className="facts">
            <Fact label={t("Cumulative score")}>
              {t("{{score}} of {{max}}", { score: standing.cumulative, max: outOf })}
            </Fact>
            <Fact label={t("In your batch")}>{place(standing.inBatch)}</Fact>
            <Fact label={t("In the whole series")}>{place(standing.inSeries)}</Fact>
          </dl>
        ) : (
          <p className="empty">{t("No standing yet: it shows once you have a published result in this series.")}</p>
        )}
        <p className="muted">
          {t("Percentile: the share of students with a cumulative score equal to or below yours.")}
        </p>
      </section>
      <table className="table">
        <caption>{t("Your score in each test")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Test")}</th>
            <th scope="col">{heads.subject}</th>
            <th scope="col">{heads.date}</th>
            <th scope="col">{heads.score}</th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.id}>
              <th scope="row" translate="no">
                {test.name}
              </th>
              <td data-label={heads.subject} translate="no">
                {test.subjectName}
              </td>
              <td data-label={heads.date}>{test.day}</td>
              <td data-label={heads.score}>
                {!test.published
                  ? t("Results not published yet")
                  : test.marks === null
                    ? t("Not taken")
                    : t("{{score}} of {{max}}", { score: test.marks, max: test.maxMarks })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="stack" aria-labelledby="by-chapter">
        <h2 id="by-chapter">{t("Strength by chapter")}</h2>
        <ChapterTable chapters={chapters} caption={t("Your answers in the series' online tests, by chapter")} />
      </section>
    </main>
  );
}
