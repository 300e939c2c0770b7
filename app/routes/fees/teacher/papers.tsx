import { Form, redirect } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { todayAt } from "~/domain/fees/financial-days.server";
import { isGstRegistered } from "~/domain/fees/gst/gst-settings.server";
import { listPlans } from "~/domain/fees/plans.server";
import { startBatchReceipts, startMonthReceipts } from "~/domain/fees/receipt-run-starts.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import { IDEMPOTENCY_KEY_FIELD } from "~/schemas/fees";
import { gstMonthSchema, receiptsBatchSchema } from "~/schemas/gst";
import type { Route } from "./+types/papers";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Receipts and GST" }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [plans, registered] = await Promise.all([listPlans(teacher), isGstRegistered()]);
  return {
    title: translatorOf(context, "fees")(registered ? "Receipts and GST" : "Receipts in one PDF"),
    registered,
    thisMonth: todayAt(new Date()).slice(0, 7),
    batches: [...new Map(plans.map((plan) => [plan.batch.id, plan.batch.name])).entries()],
    // A key per form: the month's and the batch's receipts asked for from one page are two runs.
    monthKey: newIdempotencyKey(),
    batchKey: newIdempotencyKey(),
  };
}

/** 'Make PDF' of a month's or a batch's receipts: the run is started and its page shows it being made. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const formData = await readFormData(request);
  const language = languageFrom(context);
  const idempotencyKey = String(formData.get(IDEMPOTENCY_KEY_FIELD) ?? "") || null;
  const started = (id: number) => redirect(`/teacher/documents/${id}`);
  if (formData.get("intent") === "batch")
    return handleForm(formData, receiptsBatchSchema, async ({ batch_id }) =>
      started(await startBatchReceipts(teacher, batch_id, language, idempotencyKey)),
    );
  return handleForm(formData, gstMonthSchema, async ({ month }) =>
    started(await startMonthReceipts(teacher, month, language, idempotencyKey)),
  );
}

/** Papers for the institute's files: the accountant's GST month as CSV, and a month's or a batch's receipts as one PDF. */
export default function FeePapers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const errors = actionData?.error
    ? Object.values(actionData.error)
        .flat()
        .filter((error) => error !== null)
    : undefined;
  return (
    <main id="main" className="page">
      <h1>{loaderData.title}</h1>
      {loaderData.registered ? (
        <section aria-labelledby="gst-month" className="card stack">
          <h2 id="gst-month">{t("GST summary of the month (CSV)")}</h2>
          <p>
            {t(
              "Taxable value, CGST, SGST and IGST of every tax invoice and credit note of the month, for your accountant.",
            )}
          </p>
          <Form method="get" action="/teacher/fees/gst-month.csv" reloadDocument className="stack">
            <div className="field">
              <label htmlFor="csv-month">{t("Month")}</label>
              <input id="csv-month" name="month" type="month" defaultValue={loaderData.thisMonth} />
            </div>
            <button type="submit" className="button button-quiet">
              {t("Download CSV")}
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="receipts-pdf" className="card stack">
        <h2 id="receipts-pdf">{t("Receipts in one PDF")}</h2>
        <p>{t("A month's or a batch's receipts, one after another on A5 pages, to print.")}</p>
        <FormError errors={errors} />
        <Form method="post" className="stack">
          <FormToken />
          <IdempotencyKey value={loaderData.monthKey} />
          <div className="field">
            <label htmlFor="run-month">{t("Month")}</label>
            <input id="run-month" name="month" type="month" defaultValue={loaderData.thisMonth} />
          </div>
          <SubmitButton name="intent" value="month" className="button button-quiet">
            {t("Receipts of the month")}
          </SubmitButton>
        </Form>
        {loaderData.batches.length > 0 ? (
          <Form method="post" className="stack">
            <FormToken />
            <IdempotencyKey value={loaderData.batchKey} />
            <div className="field">
              <label htmlFor="run-batch">{t("Batch")}</label>
              <select id="run-batch" name="batch_id">
                {loaderData.batches.map(([id, name]) => (
                  <option key={id} value={id} translate="no">
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton name="intent" value="batch" className="button button-quiet">
              {t("Receipts of the batch")}
            </SubmitButton>
          </Form>
        ) : null}
      </section>
    </main>
  );
}
