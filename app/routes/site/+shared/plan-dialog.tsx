import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { CheckboxField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { useTranslation } from "~/i18n/use-translation";

type Plan = { name: string; price: number; features: string; leadsTo: string; mostPopular: boolean };

/** The dialog of new-plan and edit-plan: empty, or filled with the plan being edited. */
export function PlanDialog({ plan, actionData }: { plan: Plan | null; actionData?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{
    name: string;
    price: number;
    features: string;
    leadsTo: string;
    mostPopular: string;
  }>({
    lastResult: actionData,
    defaultValue: plan
      ? {
          name: plan.name,
          price: plan.price,
          features: plan.features,
          leadsTo: plan.leadsTo,
          mostPopular: plan.mostPopular ? "on" : "",
        }
      : { leadsTo: "registration" },
  });
  const title = plan ? t("Edit plan") : t("Add plan");
  return (
    <RouteDialog title={title} closeTo="/teacher/site#plans">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Plan name")} meta={fields.name} />
        <Field label={t("Price (₹)")} type="number" meta={fields.price} min={0} step={1} />
        <TextareaField label={t("Features")} meta={fields.features} rows={5} hint={t("One feature a line")} />
        <SelectField
          label={t("Button leads to")}
          meta={fields.leadsTo}
          placeholder={t("Choose where the button leads")}
          options={[
            { value: "registration", label: t("Registration") },
            { value: "booking", label: t("Doubt-session booking") },
          ]}
        />
        <CheckboxField label={t("Most Popular")} meta={fields.mostPopular} />
        <SubmitButton>{plan ? t("Save plan") : t("Add plan")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
