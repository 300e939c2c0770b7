import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { useTranslation } from "~/i18n/use-translation";

/** The 'Add Test' dialog over the page it was opened from; closing goes back there. */
export function NewTestDialog({ closeTo, lastResult }: { closeTo: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ test_name: string; date: string; max_marks: number }>({
    lastResult,
    defaultValue: { max_marks: 100 },
  });
  return (
    <RouteDialog title={t("Add Test")} closeTo={closeTo}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Test name")} meta={fields.test_name} />
        <Field label={t("Date")} type="date" meta={fields.date} />
        <Field
          label={t("Maximum marks")}
          type="number"
          meta={fields.max_marks}
          min={1}
          max={1000}
          hint={t("100 unless you change it")}
        />
        <SubmitButton>{t("Add Test")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
