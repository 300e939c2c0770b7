import { data, Form, Link, Outlet } from "react-router";
import { Fact } from "~/components/fact";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { MathText } from "~/components/math-text";
import { Spaced } from "~/components/spaced";
import type { User } from "~/domain/access/actor";
import { setBankQuestionImage } from "~/domain/bank/question-figures.server";
import { getBankQuestion } from "~/domain/bank/question-page.server";
import { bankQuestionHistory } from "~/domain/bank/question-versions.server";
import { bankQuestionRecord } from "~/domain/bank/record.server";
import { invalid } from "~/domain/core/errors.server";
import { formatDateTime } from "~/domain/core/format.server";
import type { ShownImage } from "~/domain/online-tests/question-images.server";
import { stepNamed } from "~/http/actions.server";
import { parseInput } from "~/http/api.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translateMessage } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { answerCaught, answerRefusal } from "~/http/refusals.server";
import { redirectWithToast } from "~/http/toast.server";
import { type UploadForm, withUploadForm } from "~/http/uploads.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { imagePlaceSchema } from "~/schemas/bank";
import { questionImageSchema } from "~/schemas/online-tests";
import { DIFFICULTY_WORDS, FIELD_WORDS, KIND_WORDS, wordOf } from "../+shared/bank-words";
import { QuestionRecord } from "../+shared/question-record";
import { questionView } from "../+shared/question-view.server";
import type { Route } from "./+types/question";
import "~/styles/online-test.css";
import "~/styles/bank.css";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? pageTranslate("Question {{id}}", { id: data.question.id }) : pageTranslate("Question bank") },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const id = idParam(params.questionId);
  const question = await readForPage(() => getBankQuestion(teacher, id));
  const [record, history] = await Promise.all([bankQuestionRecord(teacher, id), bankQuestionHistory(teacher, id)]);
  const language = languageFrom(context);
  return {
    question,
    view: questionView(question),
    record,
    history: history.map(({ content: _content, savedAt, ...version }) => ({
      ...version,
      savedAt: formatDateTime(savedAt, language),
    })),
  };
}

type Failure = { form: string; message: string; alt?: string; place?: string };

const failed = (failure: Failure, status: number) => data({ failure }, { status });

type Sent = { teacher: User; id: number; form: UploadForm };

/** The page's forms, named by their `intent`: an image for the question or one of its options. */
const STEPS: Record<string, (sent: Sent) => Promise<{ message: string }>> = {
  image({ teacher, id, form }) {
    const place = parseInput(imagePlaceSchema, form.fields.get("place") ?? undefined);
    const input = parseInput(questionImageSchema, { alt: form.fields.get("alt") ?? "" });
    return setBankQuestionImage(teacher, id, place, input, form.file("image"));
  },
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const id = idParam(params.questionId);
  return withUploadForm(
    request,
    (form) => {
      const intent = String(form.fields.get("intent") ?? "");
      return answerRefusal(
        async () => {
          const step = stepNamed(STEPS, intent);
          if (!step) throw invalid("Choose one of the buttons.");
          const done = await step({ teacher, id, form });
          return redirectWithToast(context, `/teacher/bank/${id}`, "success", done.message);
        },
        (refusal) =>
          failed(
            {
              form: intent,
              message: translateMessage(refusal.message),
              alt: String(form.fields.get("alt") ?? ""),
              place: String(form.fields.get("place") ?? ""),
            },
            refusal.status,
          ),
      );
    },
    (error) =>
      answerCaught(error, ({ message, status }) => failed({ form: "", message: translateMessage(message) }, status)),
  );
}

/** A question of the bank: rendered as students will read it, its images, its record over its uses, its history. */
export default function QuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { question, view, record, history } = loaderData;
  const { t } = useTranslation("bank");
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const failureOf = (form: string) => (failure?.form === form ? failure : null);
  return (
    <main id="main" className="page stack bank-page">
      <p>
        <Link to="/teacher/bank">← {t("Question bank")}</Link>
      </p>
      <h1>{t("Question {{id}}", { id: question.id })}</h1>
      <FormError errors={failure && failure.form === "" ? [failure.message] : undefined} />
      <dl className="facts">
        <Fact label={t("Subject")}>
          <span translate="no">{question.subject}</span>
        </Fact>
        <Fact label={t("Chapter")}>
          <span translate="no">{question.chapter}</span>
        </Fact>
        {question.topic ? (
          <Fact label={t("Topic")}>
            <span translate="no">{question.topic}</span>
          </Fact>
        ) : null}
        <Fact label={t("Difficulty")}>{t(wordOf(DIFFICULTY_WORDS, question.difficulty))}</Fact>
        <Fact label={t("Type")}>{t(wordOf(KIND_WORDS, question.kind))}</Fact>
        <Fact label={t("Answer")}>
          {question.tolerance ? `${question.answer} ± ${question.tolerance}` : question.answer}
        </Fact>
        <Fact label={t("Version")}>{question.version}</Fact>
      </dl>
      <div className="actions">
        <Spaced>
          <Link to={`/teacher/bank/${question.id}/edit`} className="button">
            {t("Edit question")}
          </Link>
        </Spaced>
      </div>

      <section className="card stack question" aria-labelledby="text-heading">
        <h2 id="text-heading">{t("Question")}</h2>
        {/* What the teacher wrote is theirs: no translating browser (or check for English words) touches it. */}
        <div translate="no" className="stack">
          <MathText html={view.html} />
          <Figure image={view.image} />
          {view.options.length > 0 ? (
            <ol className="stack bank-options" type="A">
              {view.options.map((option) => (
                <li key={option.letter}>
                  <MathText html={option.html} inline />
                  <Figure image={option.image} />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
        {view.solution ? (
          <>
            <h3>{t("Solution")}</h3>
            <div translate="no">
              <MathText html={view.solution} />
            </div>
          </>
        ) : null}
        <ImageForm letters={view.options.map((option) => option.letter)} failure={failureOf("image")} />
      </section>

      <QuestionRecord record={record} />

      <section className="card stack" aria-labelledby="history-heading">
        <h2 id="history-heading">{t("History")}</h2>
        <ul className="stack">
          {history.map((version) => (
            <li key={version.version}>
              <strong>{t("Version {{version}}", { version: version.version })}</strong>{" "}
              {t("saved by {{name}} on {{when}}", { name: version.savedBy || "—", when: version.savedAt })}
              {". "}
              {version.changed.length > 0
                ? t("Changed: {{fields}}", { fields: version.changed.map((field) => t(FIELD_WORDS[field])).join(", ") })
                : t("Added to the bank")}
            </li>
          ))}
        </ul>
      </section>

      <p>
        <Link to="remove" className="button button-quiet" preventScrollReset>
          {t("Remove from the bank")}
        </Link>
      </p>
      <Outlet />
    </main>
  );
}

function Figure({ image }: { image: ShownImage | null }) {
  if (!image) return null;
  return (
    <img
      className="question-image"
      src={image.url}
      srcSet={`${image.url2x} 2x`}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
    />
  );
}

/** 'Add image': a PNG, JPEG or WebP file for the question or one of its options, and the words that stand in for it. */
function ImageForm({ letters, failure }: { letters: string[]; failure: Failure | null }) {
  const { t } = useTranslation("bank");
  return (
    <Form method="post" encType="multipart/form-data" className="stack" aria-label={t("Add image")}>
      <FormToken />
      <input type="hidden" name="intent" value="image" />
      <h3>{t("Add image")}</h3>
      <label className="field">
        {t("Image for")}
        <select name="place" defaultValue={failure?.place ?? "question"}>
          <option value="question">{t("The question")}</option>
          {letters.map((letter) => (
            <option key={letter} value={letter}>
              {t("Option {{letter}}", { letter })}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t("Image file")}
        <input type="file" name="image" accept="image/png,image/jpeg,image/webp" />
      </label>
      <label className="field">
        {t("What the image shows (for those who cannot see it)")}
        <input type="text" name="alt" maxLength={300} defaultValue={failure?.alt ?? ""} />
      </label>
      <SubmitButton className="button button-quiet">{t("Add image")}</SubmitButton>
      <FormError errors={failure ? [failure.message] : undefined} />
    </Form>
  );
}
