import { Trans } from "react-i18next";
import { data, Form, Link } from "react-router";
import { BarChart } from "~/components/bar-chart";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { MathText } from "~/components/math-text";
import { QuestionImage, QuestionText } from "~/components/question-text";
import type { User } from "~/domain/access/actor";
import { mathInline, mathText } from "~/domain/bank/math-text.server";
import { invalid } from "~/domain/core/errors.server";
import { formatDateTime } from "~/domain/core/format.server";
import type { ReceivedFile } from "~/domain/files/stored-files";
import { OPTION_LETTERS } from "~/domain/marks/marking";
import { questionAnalysis } from "~/domain/online-tests/analysis.server";
import {
  allowAnotherAttempt,
  getPaper,
  paperAttempts,
  remarkTest,
  saveQuestions,
  setWindow,
  wallTimeOf,
} from "~/domain/online-tests/paper.server";
import { readPaperCsv } from "~/domain/online-tests/paper-csv.server";
import { setQuestionImage } from "~/domain/online-tests/question-images.server";
import { stepNamed } from "~/http/actions.server";
import { parseInput } from "~/http/api.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translateErrors, translateMessage, translatorOf } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { answerCaught, answerRefusal, type Refusal } from "~/http/refusals.server";
import { redirectWithToast } from "~/http/toast.server";
import { streamOf, withUploadForm } from "~/http/uploads.server";
import { readValue } from "~/http/values.server";
import { useTranslation } from "~/i18n/use-translation";
import { idOfText } from "~/schemas/fields";
import { questionImageSchema, windowSchema } from "~/schemas/online-tests";
import "~/styles/online-test.css";
import type { Route } from "./+types/question-paper";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Question paper" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const testId = idParam(params.testId);
  const paper = await readForPage(() => getPaper(teacher, testId));
  const [attempts, analysis] = await Promise.all([
    paperAttempts(teacher, testId),
    paper.questions.length > 0 ? questionAnalysis(teacher, testId) : null,
  ]);
  return {
    title: translatorOf(context, "online-tests")("Question paper: {{test}}", { test: paper.test.name }),
    paper: {
      ...paper,
      questions: paper.questions.map((question) => ({
        ...question,
        html: mathText(question.text),
        options: [question.optionA, question.optionB, question.optionC, question.optionD].map(mathInline),
        solutionHtml: question.solution ? mathText(question.solution) : "",
      })),
      window: paper.window && {
        durationMinutes: paper.window.durationMinutes,
        opensText: formatDateTime(paper.window.opensAt, languageFrom(context)),
        closesText: formatDateTime(paper.window.closesAt, languageFrom(context)),
        // What the datetime-local boxes show: the institute's wall-clock time.
        fields: {
          opens_at: wallTimeOf(paper.window.opensAt),
          closes_at: wallTimeOf(paper.window.closesAt),
          duration_minutes: String(paper.window.durationMinutes),
        },
      },
    },
    attempts,
    analysis,
  };
}

type Failure = { form: string; message: string; problems?: string[]; values?: Record<string, string> };

const failed = (failure: Failure, status = 400) => data({ failure }, { status });

type Sent = { teacher: User; testId: number; fields: FormData; file: (name: string) => ReceivedFile | null };

/** The page's forms, each named by its `intent`: a step's message is the toast, or a failure goes back to its form. */
const STEPS: Record<string, (sent: Sent) => Promise<{ message: string } | ReturnType<typeof failed>>> = {
  async import({ teacher, testId, fields, file }) {
    const csv = file("csv");
    if (!csv) throw invalid("Choose a CSV file of questions.");
    const questions = await readPaperCsv(streamOf(csv));
    return saveQuestions(teacher, testId, questions, fields.get("remark") === "on");
  },
  async window({ teacher, testId, fields }) {
    const values = Object.fromEntries([...fields.entries()].map(([key, value]) => [key, String(value)]));
    const window = readValue(windowSchema, values);
    if (window.problems)
      return failed({ form: "window", message: window.problems[0], problems: window.problems, values });
    return setWindow(teacher, testId, window.value);
  },
  image({ teacher, testId, fields, file }) {
    const position = idOfText(String(fields.get("position") ?? "")) ?? 0;
    const input = parseInput(questionImageSchema, { alt: fields.get("alt") ?? "" });
    return setQuestionImage(teacher, testId, position, input, file("image"));
  },
  remark: ({ teacher, testId }) => remarkTest(teacher, testId),
  allow({ teacher, testId, fields }) {
    const studentId = idOfText(String(fields.get("student_id") ?? ""));
    if (studentId === null) throw invalid("Choose a student.");
    return allowAnotherAttempt(teacher, testId, studentId);
  },
};

/**
 * A refused form goes back to itself with the message; a CSV's problems are named by their line ("line 3" in the
 * API's answer), and a question's image form is named by its question and keeps the words typed in it.
 */
function refusedForm(context: Route.ActionArgs["context"], intent: string, fields: FormData, refusal: Refusal) {
  const t = translatorOf(context, "online-tests");
  const problems = Object.entries(translateErrors(refusal.fieldErrors ?? {})).map(([where, messages]) => {
    const line = /^line (\d+)$/.exec(where)?.[1];
    return line ? t("Line {{line}}: {{message}}", { line, message: messages[0] }) : `${where}: ${messages[0]}`;
  });
  const form = intent === "image" ? `image-${fields.get("position")}` : intent;
  const values = intent === "image" ? { alt: String(fields.get("alt") ?? "") } : undefined;
  const message = translateMessage(refusal.message);
  return failed({ form, message, problems: values ? [] : problems, values }, refusal.status);
}

/** Each form of the page names itself in `intent`: the window, the CSV import, an image, a re-mark, another attempt. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const testId = idParam(params.testId);
  const here = idPath`/teacher/test/${params.batchId}/${params.subjectId}/tests/${params.testId}/paper`;
  return withUploadForm(
    request,
    ({ fields, file }) => {
      const intent = String(fields.get("intent") ?? "");
      const step = stepNamed(STEPS, intent);
      return answerRefusal(
        async () => {
          if (!step) throw invalid("Choose what to do.");
          const done = await step({ teacher, testId, fields, file });
          return "message" in done ? redirectWithToast(context, here, "success", done.message) : done;
        },
        (refusal) => refusedForm(context, intent, fields, refusal),
      );
    },
    (error) =>
      answerCaught(error, ({ message, status }) =>
        failed({ form: "import", message: translateMessage(message) }, status),
      ),
  );
}

const STATUS: Record<string, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  submitted: "Submitted",
};

export default function QuestionPaper({ loaderData, actionData }: Route.ComponentProps) {
  const { paper, attempts, analysis } = loaderData;
  const { t } = useTranslation("online-tests");
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const failureOf = (form: string) => (failure?.form === form ? failure : null);
  const attemptHeads = {
    roll: t("Roll"),
    student: t("Student"),
    status: t("Status"),
    marks: t("Marks"),
    attempts: t("Attempts"),
  };
  const { test } = paper;
  const base = `/teacher/test/${test.batchId}/${test.subjectId}`;
  const windowFailure = failureOf("window");
  const value = (name: "opens_at" | "closes_at" | "duration_minutes") =>
    windowFailure?.values?.[name] ?? paper.window?.fields[name] ?? (name === "duration_minutes" ? "60" : "");
  return (
    <main id="main" className="page stack question-paper">
      <p>
        <Link to={`${base}?test=${test.id}`}>← {t("Tests Overview")}</Link>
      </p>
      <h1>{t("Question paper: {{test}}", { test: test.name })}</h1>
      <p className="muted">
        {paper.questions.length === 0
          ? t("No questions yet: the test is marked by hand until it has a paper.")
          : `${t("{{count}} questions, out of {{max}}.", { count: paper.questions.length, max: test.maxMarks })} ${paper.locked ? t("Students have started it: answers and marks are locked.") : t("Not started by anyone yet: the whole paper may change.")}`}
      </p>

      <section className="card stack" aria-labelledby="import-heading">
        <h2 id="import-heading">{t("Import questions")}</h2>
        <p className="muted csv-help">
          <Trans
            t={t}
            i18nKey="A CSV with the header <0>text,option_a,option_b,option_c,option_d,answer,marks,negative_marks,section</0>: one line a question; <1>answer</1> is a letter A–D, letters such as AC for multiple correct, or a number (with a tolerance: <2>9.8±0.1</2>); <3>section</3> (optional) is the subject the question counts for, such as Physics."
            components={[<code key="0" />, <code key="1" />, <code key="2" />, <code key="3" />]}
          />
        </p>
        <p>
          <Link to={`${base}/tests/${test.id}/paper/from-bank`}>{t("New paper from the bank")}</Link>{" "}
          <span className="muted">{t("(chapters, difficulty and sections with their own clock)")}</span>
        </p>
        {paper.seed ? (
          <p className="muted">
            {t("Drawn from the bank with the seed {{seed}}.", { seed: paper.seed })}{" "}
            {paper.sectionTiming === "each"
              ? paper.sections
                  .map((section) =>
                    t("{{section}}: {{minutes}} minutes", { section: section.name, minutes: section.durationMinutes }),
                  )
                  .join(" · ")
              : null}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="stack" aria-label={t("Import questions")}>
          <FormToken />
          <input type="hidden" name="intent" value="import" />
          <label className="field">
            {t("Questions CSV")}
            <input type="file" name="csv" accept=".csv,text/csv" />
          </label>
          {paper.locked ? (
            <label>
              <input type="checkbox" name="remark" /> {t("Re-mark every attempt with the new answers and marks")}
            </label>
          ) : null}
          <SubmitButton>{t("Import questions")}</SubmitButton>
          <Problems failure={failureOf("import")} label={t("Lines not imported")} />
        </Form>
        {paper.questions.length > 0 ? (
          <p>
            <a href={`${base}/tests/${test.id}/paper.csv`} download>
              {t("Download CSV")}
            </a>{" "}
            · <Link to={`${base}/tests/${test.id}/answers`}>{t("Enter answers")}</Link>{" "}
            {t("(a paper test marked from answer strings)")}
          </p>
        ) : null}
      </section>

      {paper.questions.length > 0 ? (
        <section className="card stack" aria-labelledby="window-heading">
          <h2 id="window-heading">{t("Taking the test on the site")}</h2>
          {paper.window ? (
            <p>
              {t("Open from {{opens}} to {{closes}}; {{minutes}} minutes an attempt.", {
                opens: paper.window.opensText,
                closes: paper.window.closesText,
                minutes: paper.window.durationMinutes,
              })}
            </p>
          ) : (
            <p className="muted">{t("Not open on the site: set a window for students to see 'Start test'.")}</p>
          )}
          <Form method="post" encType="multipart/form-data" className="stack window-form" aria-label={t("Test window")}>
            <FormToken />
            <input type="hidden" name="intent" value="window" />
            <label className="field">
              {t("Opens at")}
              <input type="datetime-local" name="opens_at" defaultValue={value("opens_at")} required />
            </label>
            <label className="field">
              {t("Closes at")}
              <input type="datetime-local" name="closes_at" defaultValue={value("closes_at")} required />
            </label>
            <label className="field">
              {t("Duration (minutes)")}
              <input type="number" name="duration_minutes" min={1} max={600} defaultValue={value("duration_minutes")} />
            </label>
            <label>
              <input type="checkbox" name="shuffle_options" defaultChecked={paper.shuffleOptions} />{" "}
              {t("Shuffle the options for each student")}
            </label>
            <label>
              <input type="checkbox" name="solutions_after_close" defaultChecked={paper.solutionsAfterClose} />{" "}
              {t("Show correct answers only after the window closes")}
            </label>
            <SubmitButton>{t("Save window")}</SubmitButton>
            <Problems failure={windowFailure} label={t("Problems")} />
          </Form>
        </section>
      ) : null}

      {paper.questions.length > 0 ? (
        <section className="card stack" aria-labelledby="attempts-heading">
          <h2 id="attempts-heading">{t("Attempts")}</h2>
          <Problems failure={failureOf("allow") ?? failureOf("remark")} label={t("Problems")} />
          <div className="results-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{attemptHeads.roll}</th>
                  <th scope="col">{attemptHeads.student}</th>
                  <th scope="col">{attemptHeads.status}</th>
                  <th scope="col">{attemptHeads.marks}</th>
                  <th scope="col">{attemptHeads.attempts}</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((row) => (
                  <tr key={row.studentId}>
                    <td data-label={attemptHeads.roll}>{row.rollNo}</td>
                    <td data-label={attemptHeads.student}>{row.studentName}</td>
                    <td data-label={attemptHeads.status}>
                      {t(STATUS[row.status])}
                      {row.source === "sheet" ? ` ${t("(answer string)")}` : ""}
                    </td>
                    <td data-label={attemptHeads.marks}>{row.marks ?? "–"}</td>
                    <td data-label={attemptHeads.attempts}>
                      {t("{{attempts}} of {{allowed}}", { attempts: row.attempts, allowed: row.allowed })}{" "}
                      {row.attempts >= row.allowed && row.source !== "sheet" ? (
                        <Form method="post" encType="multipart/form-data" className="inline-form">
                          <FormToken />
                          <input type="hidden" name="intent" value="allow" />
                          <input type="hidden" name="student_id" value={row.studentId} />
                          <SubmitButton
                            className="button button-quiet"
                            aria-label={t("Allow another attempt: {{name}}", { name: row.studentName })}
                          >
                            {t("Allow another attempt")}
                          </SubmitButton>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {paper.locked ? (
            <Form method="post" encType="multipart/form-data">
              <FormToken />
              <input type="hidden" name="intent" value="remark" />
              <SubmitButton className="button button-quiet">{t("Re-mark")}</SubmitButton>{" "}
              <span className="muted">
                {t("every submitted attempt against the key as it is now; changes go into the mark history.")}
              </span>
            </Form>
          ) : null}
        </section>
      ) : null}

      {analysis && analysis.students > 0 ? <Analysis analysis={analysis} /> : null}

      {paper.questions.length > 0 ? (
        <section className="card stack" aria-labelledby="questions-heading">
          <h2 id="questions-heading">{t("Questions")}</h2>
          <ol className="stack">
            {paper.questions.map((question) => (
              <li key={question.position} className="question">
                {question.section || question.chapter ? (
                  <p className="muted">
                    {[
                      question.section ? t("Section: {{section}}", { section: question.section }) : "",
                      question.chapter ? t("Chapter: {{chapter}}", { chapter: question.chapter }) : "",
                      question.bankQuestionId
                        ? t("bank question #{{id}}, version {{version}}", {
                            id: question.bankQuestionId,
                            version: question.bankVersion,
                          })
                        : "",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                ) : null}
                <QuestionText html={question.html} image={question.image} />
                {question.kind === "numerical" ? null : (
                  <ul className="muted">
                    {question.options.map((html, index) => (
                      <li key={OPTION_LETTERS[index]}>
                        {OPTION_LETTERS[index]}: <MathText html={html} inline />
                        <QuestionImage image={question.optionImages[OPTION_LETTERS[index]] ?? null} />
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  {t("Answer: {{answer}} · {{marks}} marks, {{negative}} if wrong", {
                    answer: question.tolerance ? `${question.answer} ± ${question.tolerance}` : question.answer,
                    marks: question.marks,
                    negative: question.negativeMarks,
                  })}
                </p>
                {question.solutionHtml ? (
                  <div className="solution">
                    <strong>{t("Solution")}</strong>
                    <MathText html={question.solutionHtml} />
                  </div>
                ) : null}
                <ImageForm position={question.position} failure={failureOf(`image-${question.position}`)} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </main>
  );
}

/** 'Add image' to one question: a PNG, JPEG or WebP file and the words that stand in for it. */
function ImageForm({ position, failure }: { position: number; failure: Failure | null }) {
  const { t } = useTranslation("online-tests");
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="stack"
      aria-label={t("Image for question {{n}}", { n: position })}
    >
      <FormToken />
      <input type="hidden" name="intent" value="image" />
      <input type="hidden" name="position" value={position} />
      <label className="field">
        {t("Image for question {{n}}", { n: position })}
        <input type="file" name="image" accept="image/png,image/jpeg,image/webp" />
      </label>
      <label className="field">
        {t("What the image shows (for those who cannot see it)")}
        <input type="text" name="alt" maxLength={300} defaultValue={failure?.values?.alt ?? ""} />
      </label>
      <SubmitButton className="button button-quiet">{t("Add image")}</SubmitButton>
      <Problems failure={failure} label={t("Problems")} />
    </Form>
  );
}

function Problems({ failure, label }: { failure: Failure | null; label: string }) {
  if (!failure) return <FormError errors={undefined} />;
  return (
    <div role="alert">
      <FormError errors={[failure.message]} />
      {failure.problems && failure.problems.length > 0 ? (
        <ul aria-label={label}>
          {failure.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type AnalysisData = NonNullable<Route.ComponentProps["loaderData"]["analysis"]>;

/** Per question: the share answering right, and the wrong option chosen most, as the site's other charts. */
function Analysis({ analysis }: { analysis: AnalysisData }) {
  const { t } = useTranslation("online-tests");
  const heads = {
    question: t("Question"),
    correct: t("Correct"),
    wrong: t("Wrong"),
    unattempted: t("Unattempted"),
    mostChosenWrong: t("Most chosen wrong option"),
  };
  return (
    <section className="card stack" aria-labelledby="analysis-heading">
      <h2 id="analysis-heading">{t("Analysis")}</h2>
      <BarChart
        title={t("Correct answers per question")}
        caption={t("Percentage of the {{count}} students who answered each question correctly.", {
          count: analysis.students,
        })}
        max={100}
        axes={{ xTitle: t("Question"), yTitle: t("% correct"), formatY: (value) => `${value}%` }}
        bars={analysis.questions.map((question) => ({
          label: String(question.position),
          value: question.correct,
          note: t("Question {{n}}: {{percent}}% correct", { n: question.position, percent: question.correct }),
        }))}
      />
      <div className="results-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{heads.question}</th>
              <th scope="col">{heads.correct}</th>
              <th scope="col">{heads.wrong}</th>
              <th scope="col">{heads.unattempted}</th>
              <th scope="col">{heads.mostChosenWrong}</th>
            </tr>
          </thead>
          <tbody>
            {analysis.questions.map((question) => (
              <tr key={question.position}>
                <th scope="row" data-label={heads.question}>
                  {question.position}
                </th>
                <td data-label={heads.correct}>{question.correct}%</td>
                <td data-label={heads.wrong}>{question.wrong}%</td>
                <td data-label={heads.unattempted}>{question.unattempted}%</td>
                <td data-label={heads.mostChosenWrong}>{question.mostChosenWrong ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {analysis.bySection.length > 0 ? <MarksBySection analysis={analysis} /> : null}
    </section>
  );
}

/** Per student: the marks of each subject section of the paper, out of the section's maximum. */
function MarksBySection({ analysis }: { analysis: AnalysisData }) {
  const { t } = useTranslation("online-tests");
  const maxOf = new Map(analysis.bySection[0].sections.map((section) => [section.section, section.max]));
  const sectionHead = (section: string) =>
    t("{{section}} (out of {{max}})", { section: section || t("No section"), max: maxOf.get(section) });
  return (
    <div className="results-scroll">
      <table className="table">
        <caption>{t("Marks by section")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Roll")}</th>
            <th scope="col">{t("Student")}</th>
            {analysis.sections.map((section) => (
              <th scope="col" key={section}>
                {sectionHead(section)}
              </th>
            ))}
            <th scope="col">{t("Total")}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.bySection.map((row) => (
            <tr key={row.studentId}>
              <td data-label={t("Roll")}>{row.rollNo}</td>
              <th scope="row">{row.studentName}</th>
              {row.sections.map((section) => (
                <td key={section.section} data-label={sectionHead(section.section)}>
                  {section.marks}
                </td>
              ))}
              <td data-label={t("Total")}>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
