import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { LANGUAGE_WORDS } from "~/components/guardian-fields";
import { IdempotencyKey } from "~/components/idempotency-key";
import { useTranslation } from "~/i18n/use-translation";

/**
 * On a batch's page: every enrolled student's report card, or their ID cards, in one PDF. The choices are radio
 * buttons and a select inside one form, so a text browser makes them too.
 */
export function BatchPapersForm({
  batchId,
  idempotencyKey,
  refused,
}: {
  batchId: number;
  idempotencyKey: string;
  /** The form sent back by the batch page's action: a choice it never offered, or a rule's refusal. */
  refused?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation("documents-cards");
  const errors = [
    ...(refused?.error?.[""] ?? []),
    ...Object.entries(refused?.error ?? {}).flatMap(([field, said]) => (field ? (said ?? []) : [])),
  ];
  return (
    <section aria-labelledby="batch-papers" className="card">
      <h2 id="batch-papers">{t("Report cards and ID cards")}</h2>
      <p className="muted">
        {t(
          "One PDF with every enrolled student's report card, or their ID cards on A4 sheets (10 a sheet) with cut marks.",
        )}
      </p>
      <Form method="post" action={`/teacher/course/${batchId}`} className="stack">
        <FormToken />
        <FormError errors={errors.length > 0 ? errors : undefined} />
        <IdempotencyKey value={idempotencyKey} />
        <fieldset>
          <legend>{t("Papers")}</legend>
          <label className="check">
            <input type="radio" name="papers" value="report-cards" defaultChecked /> {t("Report cards")}
          </label>
          <label className="check">
            <input type="radio" name="papers" value="id-cards" /> {t("ID cards")}
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="papers-language">{t("Language")}</label>
          <select id="papers-language" name="language" defaultValue={i18n.language === "hi" ? "hi" : "en"}>
            {Object.entries(LANGUAGE_WORDS).map(([value, label]) => (
              <option key={value} value={value} lang={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton>{t("Make PDF")}</SubmitButton>
      </Form>
    </section>
  );
}
