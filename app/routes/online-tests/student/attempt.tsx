import { Form, Link, redirect } from "react-router";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { withEnhancements } from "~/components/page-scripts";
import { MarkdownText, QuestionText } from "~/components/question-text";
import { renderInlineMarkdown, renderMarkdown } from "~/domain/assistant/markdown.server";
import { formatDateTime } from "~/domain/core/format.server";
import { attemptPage, saveAttemptAnswers, startAttempt } from "~/domain/online-tests/attempts.server";
import { enhanceData } from "~/enhance/contract";
import { NUMBER_MARK } from "~/enhance/words";
import { readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { attemptPageFormSchema } from "~/schemas/online-tests";
import "~/styles/online-test.css";
import { Spaced } from "~/components/spaced";
import { redirectWithToast } from "~/http/toast.server";
import { toTestPage } from "../+shared/to-test-page";
import type { Route } from "./+types/attempt";

/** The countdown and saving as chosen are the enhancing script's; every other student page has no script. */
export const handle = withEnhancements;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.title ?? "Test", loaderData?.description ?? "");

const SYMBOL = { answered: "✓", unanswered: "·", review: "?" } as const;
const STATE = {
  answered: "Question {{n}}, answered",
  unanswered: "Question {{n}}, unanswered",
  review: "Question {{n}}, marked for review",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  const page = Number(new URL(request.url).searchParams.get("page")) || undefined;
  try {
    const { deadline, ...shown } = await attemptPage(student, testId, page);
    const t = translatorOf(context, "online-tests");
    return {
      ...shown,
      questions: shown.questions.map((question) => ({
        ...question,
        html: renderMarkdown(question.text),
        options: question.options.map((option) => ({ ...option, html: renderInlineMarkdown(option.text) })),
      })),
      deadlineText: formatDateTime(deadline, languageFrom(context)),
      title: t("{{test}}: page {{page}}", { test: shown.test.name, page: shown.page }),
      description: t("Your online test."),
    };
  } catch (error) {
    throw await toTestPage(context, testId, error);
  }
}

/** 'Start test', and every page's submit: the answers are saved on the server before anything else. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  const form = await readFormData(request);
  const here = `/test/${testId}/attempt`;
  try {
    if (form.get("intent") === "start") {
      await startAttempt(student, testId);
      return redirect(here);
    }
    const sent = attemptPageFormSchema.parse(form);
    const target = sent.move === "next" ? sent.page + 1 : sent.move === "previous" ? sent.page - 1 : sent.page;
    const { ignored } = await saveAttemptAnswers(student, testId, { ...sent, page: Math.max(1, target) });
    const to = sent.move === "submit" ? `/test/${testId}/submit` : `${here}?page=${Math.max(1, target)}`;
    if (ignored.length > 0) {
      const t = translatorOf(context, "online-tests");
      const which = ignored.join(", ");
      return redirectWithToast(
        context,
        to,
        "error",
        t("Not saved: the answer to question {{which}} must be a number.", { which }),
      );
    }
    return redirect(to);
  } catch (error) {
    return toTestPage(context, testId, error);
  }
}

/**
 * The time left, from the server: without JavaScript the minutes as the page was made; with it the enhancing
 * script (app/enhance/countdown.ts) counts down the seconds the server gave, so neither a wrong phone clock nor
 * a reload can change it, in these words.
 */
function TimeLeft({ seconds, until }: { seconds: number; until: string }) {
  const { t } = useTranslation("online-tests");
  return (
    <p
      className="time-left"
      {...enhanceData({
        countdown: seconds,
        countdownRunning: t("Time left: {{clock}} (until {{time}})", { clock: NUMBER_MARK, time: until }),
        countdownOver: t("Time is up. The answers saved before the deadline count."),
      })}
    >
      {t("Time left: about {{count}} minutes (until {{time}})", { count: Math.ceil(seconds / 60), time: until })}
    </p>
  );
}

export default function Attempt({ loaderData }: Route.ComponentProps) {
  const { test, page, pages, questions, palette, secondsLeft, deadlineText } = loaderData;
  const { t } = useTranslation("online-tests");
  return (
    <main id="main" className="page">
      <h1>{test.name}</h1>
      <TimeLeft seconds={secondsLeft} until={deadlineText} />
      <p className="muted">
        {t("Page {{page}} of {{pages}}.", { page, pages })}{" "}
        {t(
          "Every page you save is kept on the server: if the connection drops, sign in again from any device and continue.",
        )}
      </p>
      {/* With JavaScript a chosen option is saved as it is chosen (app/enhance/save-as-chosen.ts). */}
      <Form method="post" action={`/test/${test.id}/attempt`} {...enhanceData({ saveAsChosen: "" })}>
        <FormToken />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="shown" value={questions.map((question) => question.position).join(",")} />
        {questions.map((question) => (
          <fieldset key={question.position} className="question" id={`q${question.position}`}>
            <legend>{t("Question {{n}}", { n: question.position })}</legend>
            <QuestionText html={question.html} image={question.image} />
            {question.kind === "numerical" ? (
              <label>
                {t("Your answer (a number)")}{" "}
                <input
                  name={`answer_${question.position}`}
                  defaultValue={question.answer}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t("Answer to question {{n}}", { n: question.position })}
                />
              </label>
            ) : (
              // Each option in a block of its own, so that a text browser (which reads no CSS) shows one a line.
              question.options.map((option) => (
                <div key={option.letter} className="option">
                  <label>
                    <input
                      type={question.kind === "single" ? "radio" : "checkbox"}
                      name={`answer_${question.position}`}
                      value={option.letter}
                      defaultChecked={question.answer.includes(option.letter)}
                    />{" "}
                    <MarkdownText html={option.html} />
                  </label>
                </div>
              ))
            )}
            {question.kind === "multiple" ? <p className="muted">{t("Choose every correct option.")}</p> : null}
            <label className="review">
              <input type="checkbox" name={`review_${question.position}`} defaultChecked={question.review} />{" "}
              {t("Mark question {{n}} for review", { n: question.position })}
            </label>
          </fieldset>
        ))}
        <div className="actions">
          <Spaced>
            {/* The first button is what Enter presses: saving and moving on. */}
            {page < pages ? (
              <button type="submit" name="move" value="next" className="button">
                {t("Save and next")}
              </button>
            ) : (
              <button type="submit" name="move" value="stay" className="button">
                {t("Save answers")}
              </button>
            )}
            {page > 1 ? (
              <button type="submit" name="move" value="previous" className="button button-quiet">
                {t("Previous")}
              </button>
            ) : null}
            <button type="submit" name="move" value="submit" className="button button-quiet">
              {t("Submit test")}
            </button>
          </Spaced>
        </div>
      </Form>
      <nav aria-labelledby="palette-heading">
        <h2 id="palette-heading">{t("Questions")}</h2>
        <p className="muted">
          {t("✓ answered · · unanswered · ? marked for review (saved answers; save this page first)")}
        </p>
        <ul className="palette">
          {palette.map((item) => (
            <li key={item.position}>
              <Link
                to={`/test/${test.id}/attempt?page=${item.page}#q${item.position}`}
                className={item.state}
                aria-label={t(STATE[item.state as keyof typeof STATE], { n: item.position })}
                aria-current={item.page === page ? "page" : undefined}
              >
                {item.position} {SYMBOL[item.state as keyof typeof SYMBOL]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
