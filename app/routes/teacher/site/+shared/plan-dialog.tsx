import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { CheckboxField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";

type Plan = { name: string; price: number; features: string; leadsTo: string; mostPopular: boolean };

/** The dialog of new-plan and edit-plan: empty, or filled with the plan being edited. */
export function PlanDialog({ plan, actionData }: { plan: Plan | null; actionData?: SubmissionResult<string[]> }) {
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
  const title = plan ? "Edit plan" : "Add plan";
  return (
    <RouteDialog title={title} closeTo="/teacher/site#plans">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Plan name" meta={fields.name} />
        <Field label="Price (₹)" type="number" meta={fields.price} min={0} step={1} />
        <TextareaField label="Features" meta={fields.features} rows={5} hint="One feature a line" />
        <SelectField
          label="Button leads to"
          meta={fields.leadsTo}
          placeholder="Choose where the button leads"
          options={[
            { value: "registration", label: "Registration" },
            { value: "booking", label: "Doubt-session booking" },
          ]}
        />
        <CheckboxField label="Most Popular" meta={fields.mostPopular} />
        <SubmitButton>{plan ? "Save plan" : "Add plan"}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
