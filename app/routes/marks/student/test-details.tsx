import { Form, Link } from "react-router";
import { BarChart } from "~/components/bar-chart";
import { Denied } from "~/components/denied";
import { FormToken } from "~/components/form-token";
import { MathText } from "~/components/math-text";
import { pageMeta } from "~/components/page-meta";
import { QuestionImage, QuestionText } from "~/components/question-text";
import { mathInline, mathText } from "~/domain/bank/math-text.server";
import { formatDateTime } from "~/domain/core/format.server";
import { bandOf, getTestResult, marksDistribution } from "~/domain/marks/statistics.server";
import { attemptReview, onlineTestState } from "~/domain/online-tests/attempts.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/test-details";

export const meta: Route.MetaFunction = () =>
  pageMeta("Details", "Your marks in this test, with the class average, the highest mark and your rank.");

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const result = await readOrDenied(() => getTestResult(student, idParam(params.testId)));
  if (isDenied(result)) return result;
  const bands = result.published ? await marksDistribution(result.testId, result.maxMarks) : [];
  const myBand = result.studentMarks === null ? -1 : bandOf(result.studentMarks, result.maxMarks);
  const [online, review] = await Promise.all([
    onlineTestState(student, result.testId),
    result.published ? attemptReview(student, result.testId) : null,
  ]);
  return {
    denied: null,
    result,
    bands,
    myBand,
    batchId: result.batchId,
    online: online && {
      ...online,
      opensText: formatDateTime(online.opensAt, languageFrom(context)),
      closesText: formatDateTime(online.closesAt, languageFrom(context)),
    },
    review: review && {
      ...review,
      questions: review.questions.map((question) => ({
        ...question,
        html: mathText(question.text),
        options: question.options.map((option) => ({ ...option, html: mathInline(option.text) })),
        solutionHtml: question.solution ? mathText(question.solution) : "",
      })),
    },
  };
}

type Shown = Exclude<Route.ComponentProps["loaderData"], { denied: string }>;
type Online = NonNullable<Shown["online"]>;

/** Taking the test on the site: its window, and 'Start test' while it is open. */
function OnlineTest({ online, testId }: { online: Online; testId: number }) {
  const { t } = useTranslation("online-tests");
  return (
    <section className="card stack" aria-labelledby="online-test">
      <h2 id="online-test">{t("Online test")}</h2>
      <p>
        {t("{{count}} questions, {{minutes}} minutes. Open from {{opens}} to {{closes}}.", {
          count: online.questions,
          minutes: online.durationMinutes,
          opens: online.opensText,
          closes: online.closesText,
        })}
      </p>
      {online.inProgress ? (
        <Link to={`/test/${testId}/attempt?page=${online.inProgress.page}`} className="button">
          {t("Continue test")}
        </Link>
      ) : online.canStart ? (
        <Form method="post" action={`/test/${testId}/attempt`}>
          <FormToken />
          <p className="muted">{t("The time starts when you press the button. Every page you save is kept.")}</p>
          <button type="submit" name="intent" value="start" className="button">
            {t("Start test")}
          </button>
        </Form>
      ) : online.submitted ? (
        <p>{t("Submitted. Your marks appear here once your teacher publishes the results.")}</p>
      ) : (
        <p className="muted">
          {online.status === "not_open" ? t("The test has not opened yet.") : t("The test has closed.")}
        </p>
      )}
    </section>
  );
}

type Review = NonNullable<Shown["review"]>;

const OUTCOME = { correct: "Correct", wrong: "Wrong", unattempted: "Not answered" } as const;

/** After publishing: the student's answers against the correct ones, with the marks of each question. */
function AnswerReview({ review }: { review: Review }) {
  const { t } = useTranslation("online-tests");
  const heads = {
    question: t("Question"),
    options: t("Options"),
    yourAnswer: t("Your answer"),
    correctAnswer: t("Correct answer"),
    result: t("Result"),
    marks: t("Marks"),
  };
  return (
    <section className="card stack" aria-labelledby="your-answers">
      <h2 id="your-answers">{t("Your answers")}</h2>
      {review.showCorrect ? null : (
        <p className="muted">{t("The correct answers show once the test's window closes.")}</p>
      )}
      {review.sections.length > 0 ? (
        <table className="table">
          <caption>{t("Marks by section")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Section")}</th>
              <th scope="col">{t("Marks")}</th>
            </tr>
          </thead>
          <tbody>
            {review.sections.map((section) => (
              <tr key={section.section}>
                <th scope="row">{section.section || t("No section")}</th>
                <td data-label={t("Marks")}>{t("{{marks}} of {{max}}", { marks: section.marks, max: section.max })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {/* Not in a scrolling box: each question's texts make the table long, and the page scrolls. */}
      <table className="table answer-review">
        <thead>
          <tr>
            <th scope="col">{heads.question}</th>
            <th scope="col">{heads.options}</th>
            <th scope="col">{heads.yourAnswer}</th>
            {review.showCorrect ? <th scope="col">{heads.correctAnswer}</th> : null}
            <th scope="col">{heads.result}</th>
            <th scope="col">{heads.marks}</th>
          </tr>
        </thead>
        <tbody>
          {review.questions.map((question) => (
            <tr key={question.position}>
              <th scope="row" data-label={heads.question}>
                {question.number}
                <QuestionText html={question.html} image={question.image} />
                {question.solutionHtml ? (
                  <div className="solution">
                    <strong>{t("Solution")}</strong>
                    <MathText html={question.solutionHtml} />
                  </div>
                ) : null}
              </th>
              <td data-label={heads.options}>
                {question.options.length === 0 ? (
                  t("A number")
                ) : (
                  <ul className="review-options">
                    {question.options.map((option) => (
                      <li key={option.text}>
                        <MathText html={option.html} inline />
                        <QuestionImage image={option.image} />
                        {option.chosen ? <strong> — {t("your answer")}</strong> : null}
                        {option.correct ? <strong> — {t("correct answer")}</strong> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={heads.yourAnswer}>{answerText(question.yourAnswer)}</td>
              {review.showCorrect ? (
                <td data-label={heads.correctAnswer}>{answerText(question.correctAnswer)}</td>
              ) : null}
              <td data-label={heads.result}>{t(OUTCOME[question.outcome])}</td>
              <td data-label={heads.marks}>{question.marks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A number as typed, or the texts of the options ("–" for no answer). */
const answerText = (answer: string | string[] | null) => (Array.isArray(answer) ? answer.join("; ") : answer) || "–";

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
  const { result, bands, myBand, batchId, online, review } = loaderData;
  if (!result.published) {
    return (
      <main id="main" className="page">
        <Heading batchId={batchId} testName={result.testName} />
        {online ? <OnlineTest online={online} testId={result.testId} /> : null}
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
      {online?.canStart || online?.inProgress ? <OnlineTest online={online} testId={result.testId} /> : null}
      {review ? <AnswerReview review={review} /> : null}
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
