import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { listHref, PageLinks } from "~/components/paging";
import {
  addTestToSeries,
  deleteSeries,
  removeTestFromSeries,
  renameSeries,
  testsToAdd,
} from "~/domain/series/series.server";
import { seriesStandings } from "~/domain/series/standings.server";
import { handleButton, unknownIntent } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { readListSearch } from "~/schemas/paging";
import { seriesNameSchema, seriesStandingsQuerySchema, seriesTestSchema } from "~/schemas/series";
import { ChapterTable } from "../+shared/chapter-table";
import { withDays } from "../+shared/series-days.server";
import { SeriesTestLine } from "../+shared/series-test-line";
import type { Route } from "./+types/series";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTranslate("{{series}}: standings", { series: loaderData?.series.name ?? "" }) },
];

/** The batch whose standings show (?batch_id=, the first batch's otherwise) and their page live in the address. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const seriesId = idParam(params.seriesId);
  const choice = readListSearch(seriesStandingsQuerySchema, new URL(request.url).searchParams);
  const [view, offered] = await readForPage(() =>
    Promise.all([
      seriesStandings(teacher, seriesId, { batchId: choice.batch_id, page: choice.page }),
      testsToAdd(teacher),
    ]),
  );
  const language = languageFrom(context);
  return { ...view, tests: withDays(view.tests, language), offered: withDays(offered, language) };
}

/** The page's forms, each named by its `intent`: each goes back to the series with its message, or a refusal to its form. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const seriesId = idParam(params.seriesId);
  const form = await readFormData(request);
  const done = async (change: Promise<{ message: string }>) =>
    redirectWithToast(context, `/teacher/series/${seriesId}`, "success", (await change).message);
  switch (form.get("intent")) {
    case "rename":
      return handleForm(form, seriesNameSchema, (value) => done(renameSeries(teacher, seriesId, value)));
    case "add":
      return handleForm(form, seriesTestSchema, (value) => done(addTestToSeries(teacher, seriesId, value)));
    case "remove":
      return handleForm(form, seriesTestSchema, (value) => done(removeTestFromSeries(teacher, seriesId, value)));
    case "delete":
      return handleButton(context, "/teacher/series", () => deleteSeries(teacher, seriesId), { refused: "toast" });
    default:
      return unknownIntent();
  }
}

type Refusal = SubmissionResult<string[]> | { message: string } | undefined;

/** The refused form's own answer, for the form that was sent (its `intent`), so each form shows only its own. */
const answerOf = (actionData: Refusal, intent: string) =>
  actionData && "initialValue" in actionData && actionData.initialValue?.intent === intent
    ? (actionData as SubmissionResult<string[]>)
    : undefined;

/** Every message of a refused button's form ('Take out' has no field to show them at). */
const messagesOf = (refused: SubmissionResult<string[]> | undefined) =>
  Object.values(refused?.error ?? {}).flatMap((messages) => messages ?? []);

/** A series: rename it, add and take out tests, one batch's standings and chapters, and delete it. */
export default function Series({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("series");
  const { series, tests, batches, batch } = loaderData;
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/series">{t("All test series")}</Link>
      </p>
      <h1 translate="no">{series.name}</h1>
      {actionData && "message" in actionData ? <p className="form-error">{actionData.message}</p> : null}
      <RenameForm name={series.name} lastResult={answerOf(actionData, "rename")} />
      <section className="card stack" aria-labelledby="series-tests">
        <h2 id="series-tests">{t("Tests in this series")}</h2>
        <FormError errors={messagesOf(answerOf(actionData, "remove"))} />
        {tests.length === 0 ? <p className="empty">{t("No tests in this series yet.")}</p> : null}
        <ul className="test-list">
          {tests.map((test) => (
            <li key={test.id} className="actions">
              <span>
                <SeriesTestLine test={test} />
              </span>
              <Form method="post">
                <FormToken />
                <input type="hidden" name="test_id" value={test.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="button button-quiet"
                  aria-label={t("Take {{test}} out of the series", { test: test.name })}
                >
                  {t("Take out")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <AddTestForm offered={loaderData.offered} lastResult={answerOf(actionData, "add")} />
      </section>
      <section className="stack" aria-labelledby="standings">
        <h2 id="standings">{t("Standings")}</h2>
        {batches.length > 1 ? (
          <nav aria-label={t("Batches")} className="switch">
            {batches.map((each) => (
              <Link
                key={each.id}
                to={listHref(`/teacher/series/${series.id}`, { batch_id: each.id })}
                aria-current={each.id === batch?.id ? "page" : undefined}
                translate="no"
              >
                {each.name}
              </Link>
            ))}
          </nav>
        ) : null}
        {batch ? <BatchStandings view={loaderData} /> : <p className="empty">{t("Add tests to see standings.")}</p>}
      </section>
      <section className="card stack" aria-labelledby="delete-series">
        <h2 id="delete-series">{t("Delete series")}</h2>
        <p>{t("Its tests and their results stay, as tests of their own.")}</p>
        <Form method="post">
          <FormToken />
          <SubmitButton name="intent" value="delete" className="button button-quiet">
            {t("Delete series")}
          </SubmitButton>
        </Form>
      </section>
    </main>
  );
}

function RenameForm({ name, lastResult }: { name: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("series");
  const [form, fields] = useForm<{ name: string }>({ id: "rename", lastResult, defaultValue: { name } });
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
      <FormToken />
      <input type="hidden" name="intent" value="rename" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field label={t("Series name")} meta={fields.name} />
      <SubmitButton className="button button-quiet">{t("Rename")}</SubmitButton>
    </Form>
  );
}

type Offered = Route.ComponentProps["loaderData"]["offered"];

function AddTestForm({ offered, lastResult }: { offered: Offered; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("series");
  const [form, fields] = useForm<{ test_id: string }>({ id: "add-test", lastResult });
  if (offered.length === 0 && !lastResult) return <p className="muted">{t("Every test is in a series already.")}</p>;
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
      <FormToken />
      <input type="hidden" name="intent" value="add" />
      <FormError id={form.errorId} errors={form.errors} />
      <SelectField
        label={t("Test to add")}
        meta={fields.test_id}
        placeholder={t("Choose a test")}
        ownNames
        options={offered.map((test) => ({
          value: String(test.id),
          label: `${test.name} · ${test.batchName} · ${test.subjectName} · ${test.day}`,
        }))}
      />
      <SubmitButton>{t("Add to series")}</SubmitButton>
    </Form>
  );
}

type View = Route.ComponentProps["loaderData"];

/** One batch's standings (a page of them), its weakest chapters and its strength by chapter. */
function BatchStandings({ view }: { view: View }) {
  const { t } = useTranslation("series");
  const { series, batch, batchTests, standings } = view;
  const heads = {
    rank: t("Rank"),
    cumulative: t("Cumulative score"),
    percentile: t("Percentile"),
    seriesRank: t("Rank in the series"),
    seriesPercentile: t("Percentile in the series"),
  };
  return (
    <>
      {standings.length === 0 ? (
        <p className="empty">{t("No published results in this batch yet.")}</p>
      ) : (
        // Wide screens scroll a series of many tests within the box; a phone stacks each row.
        <div className="table-scroll">
          <table className="table">
            <caption>{t("Standings of {{batch}}", { batch: batch?.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Student")}</th>
                <th scope="col">{heads.rank}</th>
                <th scope="col">{heads.cumulative}</th>
                <th scope="col">{heads.percentile}</th>
                <th scope="col">{heads.seriesRank}</th>
                <th scope="col">{heads.seriesPercentile}</th>
                {batchTests.map((test) => (
                  <th key={test.id} scope="col" translate="no">
                    {test.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {standings.map((row) => (
                <tr key={row.studentId}>
                  <th scope="row" translate="no">
                    {row.name}
                  </th>
                  <td data-label={heads.rank}>{row.inBatch.rank}</td>
                  <td data-label={heads.cumulative}>{row.cumulative}</td>
                  <td data-label={heads.percentile}>{row.inBatch.percentile}</td>
                  <td data-label={heads.seriesRank}>{row.inSeries.rank}</td>
                  <td data-label={heads.seriesPercentile}>{row.inSeries.percentile}</td>
                  {batchTests.map((test, index) => (
                    <td key={test.id} data-label={test.name}>
                      {row.scores[index] ?? t("Not taken")}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks
        facts={view}
        href={(page) => listHref(`/teacher/series/${series.id}`, { batch_id: batch?.id, page })}
      />
      <section className="card stack" aria-labelledby="weakest">
        <h3 id="weakest">{t("Weakest chapters")}</h3>
        {view.weakest.length === 0 ? (
          <p className="muted">{t("No chapter has 5 attempted answers yet.")}</p>
        ) : (
          <ol>
            {view.weakest.map((chapter) => (
              <li key={chapter.chapter ?? ""}>
                {chapter.chapter === null ? t("Other") : <strong translate="no">{chapter.chapter}</strong>}:{" "}
                {t("{{accuracy}}% right ({{correct}} of {{attempted}})", {
                  accuracy: chapter.accuracy,
                  correct: chapter.correct,
                  attempted: chapter.attempted,
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="stack" aria-labelledby="by-chapter">
        <h3 id="by-chapter">{t("Strength by chapter")}</h3>
        <ChapterTable chapters={view.chapters} caption={t("The batch's answers in the series' online tests")} />
      </section>
    </>
  );
}
