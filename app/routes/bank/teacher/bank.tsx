import { Form, Link } from "react-router";
import { MathText } from "~/components/math-text";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { bankChapters, bankSubjects, listBankQuestions } from "~/domain/bank/list.server";
import { mathText } from "~/domain/bank/math-text.server";
import { requireTeacher } from "~/http/guards.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { bankSearchSchema } from "~/schemas/bank";
import { readListSearch } from "~/schemas/paging";
import { DIFFICULTY_WORDS, KIND_WORDS, wordOf } from "../+shared/bank-words";
import "~/styles/bank.css";
import type { Route } from "./+types/bank";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Question bank") }];

/** The filters travel in the address (?subject=&chapter=&difficulty=&kind=&q=&page=), so they work as a GET form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const search = readListSearch(bankSearchSchema, new URL(request.url).searchParams);
  const [list, chapters, subjects] = await Promise.all([
    listBankQuestions(teacher, search),
    bankChapters(search.subject),
    bankSubjects(),
  ]);
  return {
    search,
    ...list,
    questions: list.questions.map((question) => ({ ...question, html: mathText(question.text) })),
    chapters,
    subjects,
  };
}

/** 'Question bank': its questions with filters, and the chapters (of the chosen subject) with their counts by difficulty. */
export default function Bank({ loaderData }: Route.ComponentProps) {
  const { search, questions, chapters, subjects } = loaderData;
  const { t } = useTranslation("bank");
  const chapterNames = [...new Set(chapters.map((row) => row.chapter))];
  const filters = {
    subject: search.subject,
    chapter: search.chapter,
    difficulty: search.difficulty,
    kind: search.kind,
    q: search.q,
  };
  const heads = { subject: t("Subject"), chapter: t("Chapter"), easy: t("Easy"), medium: t("Medium"), hard: t("Hard") };
  return (
    <main id="main" className="page stack bank-page">
      <div className="section-head">
        <h1>{t("Question bank")}</h1>
        <Spaced>
          <Link to="/teacher/bank/new" className="button">
            {t("New question")}
          </Link>
          <Link to="/teacher/bank/duplicates" className="button button-quiet">
            {t("Duplicates")}
          </Link>
        </Spaced>
      </div>
      <Form method="get" className="actions search-form">
        <Spaced>
          <Choice
            name="subject"
            label={t("Subject")}
            chosen={search.subject}
            any={t("Any subject")}
            own
            values={subjects}
          />
          <Choice
            name="chapter"
            label={t("Chapter")}
            chosen={search.chapter}
            any={t("Any chapter")}
            own
            values={chapterNames}
          />
          <Choice
            name="difficulty"
            label={t("Difficulty")}
            chosen={search.difficulty}
            any={t("Any difficulty")}
            words={DIFFICULTY_WORDS}
          />
          <Choice name="kind" label={t("Type")} chosen={search.kind} any={t("Any type")} words={KIND_WORDS} />
          <div className="field">
            <label htmlFor="q">{t("Words in the question")}</label>
            <input id="q" name="q" type="search" defaultValue={search.q} />
          </div>
          <button type="submit" className="button">
            {t("Show")}
          </button>
        </Spaced>
      </Form>
      <PageCount facts={loaderData} one={t("question")} many={t("questions")} />
      {questions.length === 0 ? <p className="empty">{t("No questions here yet")}</p> : null}
      <ul className="stack bank-list">
        {questions.map((question) => (
          <li key={question.id} className="card stack">
            <p>
              <Link to={`/teacher/bank/${question.id}`}>{t("Question {{id}}", { id: question.id })}</Link>{" "}
              <span className="muted">
                <span translate="no">
                  {question.subject} · {question.chapter}
                  {question.topic ? ` · ${question.topic}` : ""}
                </span>{" "}
                · {t(wordOf(DIFFICULTY_WORDS, question.difficulty))} · {t(wordOf(KIND_WORDS, question.kind))}
              </span>
            </p>
            <div translate="no">
              <MathText html={question.html} />
            </div>
          </li>
        ))}
      </ul>
      <PageLinks facts={loaderData} href={(page) => listHref("/teacher/bank", { ...filters, page })} />
      <section className="card stack" aria-labelledby="chapters-heading">
        <h2 id="chapters-heading">{t("Chapters")}</h2>
        {chapters.length === 0 ? (
          <p className="muted">{t("No questions here yet")}</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.subject}</th>
                  <th scope="col">{heads.chapter}</th>
                  <th scope="col">{heads.easy}</th>
                  <th scope="col">{heads.medium}</th>
                  <th scope="col">{heads.hard}</th>
                </tr>
              </thead>
              <tbody>
                {chapters.map((row) => (
                  <tr key={`${row.subject}\n${row.chapter}`}>
                    <td translate="no" data-label={heads.subject}>
                      {row.subject}
                    </td>
                    <th scope="row" translate="no" data-label={heads.chapter}>
                      <Link to={listHref("/teacher/bank", { subject: row.subject, chapter: row.chapter })}>
                        {row.chapter}
                      </Link>
                    </th>
                    <td data-label={heads.easy}>{row.easy}</td>
                    <td data-label={heads.medium}>{row.medium}</td>
                    <td data-label={heads.hard}>{row.hard}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}

/** A labelled drop-down of the filter form, 'Any' first: the institute's own names, or words from the catalogue. */
function Choice({
  name,
  label,
  chosen,
  any,
  values = [],
  words,
  own = false,
}: {
  name: string;
  label: string;
  chosen: string | undefined;
  any: string;
  values?: string[];
  words?: Record<string, string>;
  own?: boolean;
}) {
  const { t } = useTranslation("bank");
  const options = words
    ? Object.entries(words).map(([value, word]) => ({ value, label: t(word) }))
    : values.map((value) => ({ value, label: value }));
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={chosen ?? ""}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} translate={own ? "no" : undefined}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
