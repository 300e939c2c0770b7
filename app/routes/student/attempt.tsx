import { Form, Link, redirect } from "react-router";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { formatDateTime } from "~/domain/format.server";
import { attemptPage, saveAttemptAnswers, startAttempt } from "~/domain/online-tests/attempts.server";
import { readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { attemptPageFromForm } from "~/schemas/online-tests";
import "~/styles/online-test.css";
import { redirectWithToast } from "~/http/toast.server";
import { toTestPage } from "./+shared/to-test-page";
import type { Route } from "./+types/attempt";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `${loaderData.test.name}: page ${loaderData.page}` : "Test", "Your online test.");

const SYMBOL = { answered: "✓", unanswered: "·", review: "?" } as const;
const STATE = { answered: "answered", unanswered: "unanswered", review: "marked for review" } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  const page = Number(new URL(request.url).searchParams.get("page")) || undefined;
  try {
    const shown = await attemptPage(student, testId, page);
    return { ...shown, deadline_text: formatDateTime(shown.deadline) };
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
    const sent = attemptPageFromForm(form);
    const target = sent.move === "next" ? sent.page + 1 : sent.move === "previous" ? sent.page - 1 : sent.page;
    const { ignored } = await saveAttemptAnswers(student, testId, { ...sent, page: Math.max(1, target) });
    const to = sent.move === "submit" ? `/test/${testId}/submit` : `${here}?page=${Math.max(1, target)}`;
    if (ignored.length > 0) {
      const which = ignored.map((position) => `question ${position}`).join(", ");
      return redirectWithToast(context, to, "error", `Not saved: the answer to ${which} must be a number.`);
    }
    return redirect(to);
  } catch (error) {
    return toTestPage(context, testId, error);
  }
}

export default function Attempt({ loaderData }: Route.ComponentProps) {
  const { test, page, pages, questions, palette, seconds_left, deadline_text } = loaderData;
  const minutesLeft = Math.ceil(seconds_left / 60);
  return (
    <main id="main" className="page">
      <h1>{test.name}</h1>
      <p className="time-left" data-deadline={loaderData.deadline}>
        Time left: about {minutesLeft} {minutesLeft === 1 ? "minute" : "minutes"} (until {deadline_text})
      </p>
      <p className="muted">
        Page {page} of {pages}. Every page you save is kept on the server: if the connection drops, sign in again from
        any device and continue.
      </p>
      <Form method="post" action={`/test/${test.id}/attempt`}>
        <FormToken />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="shown" value={questions.map((question) => question.position).join(",")} />
        {questions.map((question) => (
          <fieldset key={question.position} className="question" id={`q${question.position}`}>
            <legend>Question {question.position}</legend>
            <p>{question.text}</p>
            {question.kind === "numerical" ? (
              <label>
                Your answer (a number){" "}
                <input
                  name={`answer_${question.position}`}
                  defaultValue={question.answer}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`Answer to question ${question.position}`}
                />
              </label>
            ) : (
              question.options.map((option) => (
                <label key={option.letter}>
                  <input
                    type={question.kind === "single" ? "radio" : "checkbox"}
                    name={`answer_${question.position}`}
                    value={option.letter}
                    defaultChecked={question.answer.includes(option.letter)}
                  />{" "}
                  {option.text}
                </label>
              ))
            )}
            {question.kind === "multiple" ? <p className="muted">Choose every correct option.</p> : null}
            <label className="review">
              <input type="checkbox" name={`review_${question.position}`} defaultChecked={question.review} /> Mark
              question {question.position} for review
            </label>
          </fieldset>
        ))}
        <div className="actions">
          {/* The first button is what Enter presses: saving and moving on. */}
          {page < pages ? (
            <button type="submit" name="move" value="next" className="button">
              Save and next
            </button>
          ) : (
            <button type="submit" name="move" value="stay" className="button">
              Save answers
            </button>
          )}
          {page > 1 ? (
            <button type="submit" name="move" value="previous" className="button button-quiet">
              Previous
            </button>
          ) : null}
          <button type="submit" name="move" value="submit" className="button button-quiet">
            Submit test
          </button>
        </div>
      </Form>
      <nav aria-labelledby="palette-heading">
        <h2 id="palette-heading">Questions</h2>
        <p className="muted">✓ answered · · unanswered · ? marked for review (saved answers; save this page first)</p>
        <ul className="palette">
          {palette.map((item) => (
            <li key={item.position}>
              <Link
                to={`/test/${test.id}/attempt?page=${item.page}#q${item.position}`}
                className={item.state}
                aria-label={`Question ${item.position}, ${STATE[item.state as keyof typeof STATE]}`}
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
