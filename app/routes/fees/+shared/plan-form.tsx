import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { useTranslation } from "~/i18n/use-translation";
import { INSTALMENT_ROWS } from "~/schemas/fees";

type PlanValues = {
  name: string;
  batch_id: string;
  total: string;
  instalments: { amount: string; due_on: string }[];
};

/** Rows enough for the plan's instalments and a few more, so a form without JavaScript can add some. */
const withEmptyRows = (rows: PlanValues["instalments"]) => [
  ...rows,
  ...Array.from({ length: Math.max(0, INSTALMENT_ROWS - rows.length) }, () => ({ amount: "", due_on: "" })),
];

/** 'New fee plan' and 'Edit fee plan': a name, the batch, the total, and instalments that must add up to it. */
export function PlanDialog({
  title,
  values,
  batches,
  lastResult,
  inUse,
}: {
  /** Already in the reader's language. */
  title: string;
  values: PlanValues;
  batches: { id: number; name: string }[];
  lastResult?: SubmissionResult<string[]> | null;
  inUse?: boolean;
}) {
  const [form, fields] = useForm<PlanValues>({
    lastResult,
    defaultValue: { ...values, instalments: withEmptyRows(values.instalments) },
  });
  const rows = fields.instalments.getFieldList();
  const { t } = useTranslation("fees");
  return (
    <RouteDialog title={title} closeTo="/teacher/fees" wide>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        {inUse ? (
          <p className="notice">{t("Students are on this plan: you can rename it; its amounts stay as they are.")}</p>
        ) : null}
        <Field label={t("Plan name")} meta={fields.name} hint={t('e.g. "Class 10 full year" or "Three instalments"')} />
        <SelectField
          label={t("Batch")}
          meta={fields.batch_id}
          placeholder={t("Choose a batch")}
          options={batches.map((batch) => ({ value: String(batch.id), label: batch.name }))}
        />
        <Field label={t("Total (₹)")} meta={fields.total} inputMode="decimal" hint={t("e.g. 15000 or 15,000.50")} />
        <fieldset className="stack" aria-describedby={fields.instalments.errorId}>
          <legend>{t("Instalments (they must add up to the total; leave unused rows empty)")}</legend>
          {rows.map((row, index) => {
            const cells = row.getFieldset();
            return (
              <div key={row.key} className="fee-instalment-row">
                <Field
                  label={t("Instalment {{position}} amount (₹)", { position: index + 1 })}
                  meta={cells.amount}
                  inputMode="decimal"
                />
                <Field
                  label={t("Instalment {{position}} due date", { position: index + 1 })}
                  type="date"
                  meta={cells.due_on}
                />
              </div>
            );
          })}
          <p id={fields.instalments.errorId} className="field-error" role="alert">
            {fields.instalments.errors?.join(". ")}
          </p>
        </fieldset>
        <SubmitButton>{t("Save plan")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
