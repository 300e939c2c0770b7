import { Form, Link, redirect } from "react-router";
import { FormToken } from "~/components/form-token";
import { MathText } from "~/components/math-text";
import { pageMeta } from "~/components/page-meta";
import { withEnhancements } from "~/components/page-scripts";
import { QuestionImage, QuestionText } from "~/components/question-text";
import { mathInline, mathText } from "~/domain/bank/math-text.server";
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
import { toAttemptPage, toTestPage } from "../+shared/to-test-page";
import type { Route } from "./+types/attempt";

/** The countdown and saving as chosen are the enhancing script's; every other student page has no script. */
export const handle = withEnhancements;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.title ?? "Test", loaderData?.description ?? "");

const SYMBOL = { answered: "✓", unanswered: "·", review: "?", not_visited: "○" } as const;
const STATE = {
  answered: "Question {{n}}, answered",
  unanswered: "Question {{n}}, unanswered",
  review: "Question {{n}}, marked for review",
  not_visited: "Question {{n}}, not visited",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  const page = Number(new URL(request.url).searchParams.get("page")) || undefined;
  try {
    const { deadline, sections, ...shown } = await attemptPage(student, testId, page);
    const t = translatorOf(context, "online-tests");
    const language = languageFrom(context);
    return {
      ...shown,
      sections: sections.map(({ endsAt, ...section }) => ({
        ...section,
        endsText: endsAt ? formatDateTime(endsAt, language) : null,
      })),
      questions: shown.questions.map((question) => ({
        ...question,
        html: mathText(question.text),
        options: question.options.map((option) => ({ ...option, html: mathInline(option.text) })),
      })),
      deadlineText: formatDateTime(deadline, language),
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
    const confirm = { submit: `/test/${testId}/submit`, finish_section: `/test/${testId}/finish-section` };
    const to =
      sent.move in confirm ? confirm[sent.move as keyof typeof confirm] : `${here}?page=${Math.max(1, target)}`;
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
    return toAttemptPage(context, testId, error);
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

/** The palette's questions by section, in the paper's order; a paper without sections is one group. */
function paletteGroups(palette: Route.ComponentProps["loaderData"]["palette"]) {
  const groups: { section: string; items: typeof palette }[] = [];
  for (const item of palette) {
    const last = groups.at(-1);
    if (last && last.section === item.section) last.items.push(item);
    else groups.push({ section: item.section, items: [item] });
  }
  return groups;
}

type SectionsShown = Route.ComponentProps["loaderData"]["sections"];

/** Each section of a paper timed by section: done, being taken, or to come, with its minutes. */
function Sections({ sections }: { sections: SectionsShown }) {
  const { t } = useTranslation("online-tests");
  const STATES = { closed: "closed", current: "now", to_come: "to come" } as const;
  return (
    <ol className="sections-line" aria-label={t("Sections")}>
      {sections.map((section) => (
        <li key={section.name} aria-current={section.state === "current" ? "step" : undefined}>
          {section.minutes
            ? t("{{section}}: {{minutes}} minutes, {{state}}", {
                section: section.name,
                minutes: section.minutes,
                state: t(STATES[section.state as keyof typeof STATES]),
              })
            : section.name}
        </li>
      ))}
    </ol>
  );
}

/** The section's own clock, from the server, counted down by the enhancing script as the test's is. */
function SectionTimeLeft({ name, seconds, until }: { name: string; seconds: number; until: string }) {
  const { t } = useTranslation("online-tests");
  return (
    <p
      className="time-left"
      {...enhanceData({
        countdown: seconds,
        countdownRunning: t("{{section}} closes in {{clock}} (at {{time}})", {
          section: name,
          clock: NUMBER_MARK,
          time: until,
        }),
        countdownOver: t("{{section}} has closed.", { section: name }),
      })}
    >
      {t("{{section}} closes in about {{count}} minutes (at {{time}})", {
        section: name,
        count: Math.ceil(seconds / 60),
        time: until,
      })}
    </p>
  );
}

export default function Attempt({ loaderData }: Route.ComponentProps) {
  const { test, page, pages, questions, palette, secondsLeft, deadlineText, sections, section } = loaderData;
  const { t } = useTranslation("online-tests");
  const current = sections.find((each) => each.state === "current");
  return (
    <main id="main" className="page">
      <h1>{test.name}</h1>
      {current?.secondsLeft != null && current.endsText ? (
        <SectionTimeLeft name={current.name} seconds={current.secondsLeft} until={current.endsText} />
      ) : null}
      <TimeLeft seconds={secondsLeft} until={deadlineText} />
      {sections.length > 0 ? <Sections sections={sections} /> : null}
      {section ? <h2>{t("Section: {{section}}", { section })}</h2> : null}
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
            <legend>{t("Question {{n}}", { n: question.number })}</legend>
            <QuestionText html={question.html} image={question.image} />
            {question.kind === "numerical" ? (
              <label>
                {t("Your answer (a number)")}{" "}
                <input
                  name={`answer_${question.position}`}
                  defaultValue={question.answer}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t("Answer to question {{n}}", { n: question.number })}
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
                    <MathText html={option.html} inline />
                  </label>
                  <QuestionImage image={option.image} />
                </div>
              ))
            )}
            {question.kind === "multiple" ? <p className="muted">{t("Choose every correct option.")}</p> : null}
            <label className="review">
              <input type="checkbox" name={`review_${question.position}`} defaultChecked={question.review} />{" "}
              {t("Mark question {{n}} for review", { n: question.number })}
            </label>
          </fieldset>
        ))}
        <div className="actions">
          <Spaced>
            {/* The first button is what Enter presses: saving and moving on. */}
            {loaderData.nextPage ? (
              <button type="submit" name="move" value="next" className="button">
                {t("Save and next")}
              </button>
            ) : (
              <button type="submit" name="move" value="stay" className="button">
                {t("Save answers")}
              </button>
            )}
            {loaderData.previousPage ? (
              <button type="submit" name="move" value="previous" className="button button-quiet">
                {t("Previous")}
              </button>
            ) : null}
            {current && !loaderData.lastSection ? (
              <button type="submit" name="move" value="finish_section" className="button button-quiet">
                {t("Finish section")}
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
          {t("✓ answered · · not answered · ? marked for review · ○ not visited (saved answers; save this page first)")}
        </p>
        {paletteGroups(palette).map((group) => (
          <div key={group.section}>
            {group.section ? <h3>{group.section}</h3> : null}
            <ul className="palette">
              {group.items.map((item) => {
                const label = t(STATE[item.state as keyof typeof STATE], { n: item.number });
                const symbol = `${item.number} ${SYMBOL[item.state as keyof typeof SYMBOL]}`;
                return (
                  <li key={item.position}>
                    {/* A closed section's questions, or those of a section still to come, are not open to go to. */}
                    {item.open ? (
                      <Link
                        to={`/test/${test.id}/attempt?page=${item.page}#q${item.position}`}
                        className={item.state}
                        aria-label={label}
                        aria-current={item.page === page ? "page" : undefined}
                      >
                        {symbol}
                      </Link>
                    ) : (
                      <span className={`${item.state} closed`}>
                        <span aria-hidden="true">{symbol}</span>
                        <span className="visually-hidden">{label}</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </main>
  );
}
