import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PageLinks } from "~/components/paging";
import { createSeries, listSeries } from "~/domain/series/series.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { pageOf, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { seriesNameSchema } from "~/schemas/series";
import { withDays } from "../+shared/series-days.server";
import { SeriesTestLine } from "../+shared/series-test-line";
import type { Route } from "./+types/series-list";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Test series") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await readForPage(() => listSeries(requireTeacher(context), pageOf(request)));
  const language = languageFrom(context);
  return { ...list, series: list.series.map((series) => ({ ...series, tests: withDays(series.tests, language) })) };
}

/** 'New series': the new series opens, to add its tests. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), seriesNameSchema, async (value) => {
    const { series, message } = await createSeries(teacher, value);
    return redirectWithToast(context, `/teacher/series/${series.id}`, "success", message);
  });
}

/** 'Test series': every series with its tests, and the form for a new one. */
export default function SeriesList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("series");
  const [form, fields] = useForm<{ name: string }>({ lastResult: actionData });
  return (
    <main id="main" className="page">
      <h1>{t("Test series")}</h1>
      <section className="card stack" aria-labelledby="new-series">
        <h2 id="new-series">{t("New series")}</h2>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <Field label={t("Series name")} meta={fields.name} hint={t("For example: JEE Main mock series 2027")} />
          <SubmitButton>{t("Create series")}</SubmitButton>
        </Form>
      </section>
      {loaderData.series.length === 0 ? <p className="empty">{t("No test series yet.")}</p> : null}
      <ul className="test-list">
        {loaderData.series.map((series) => (
          <li key={series.id} className="card stack">
            <h2 className="tile-title">
              <Link to={`/teacher/series/${series.id}`} translate="no">
                {series.name}
              </Link>
            </h2>
            {series.tests.length === 0 ? (
              <p className="muted">{t("No tests in this series yet.")}</p>
            ) : (
              <ul>
                {series.tests.map((test) => (
                  <li key={test.id}>
                    <SeriesTestLine test={test} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <PageLinks facts={loaderData} href={(page) => `/teacher/series?page=${page}`} />
    </main>
  );
}
