import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField } from "~/components/form-parts";

type Meta = FieldMetadata<string | number | undefined>;
type PlanFieldMetas = { plan_id: Meta; discount: Meta; discount_reason: Meta };

/** The plan and the optional discount or scholarship, as the student's page asks them too. */
export function PlanFields({
  fields,
  plans,
}: {
  fields: PlanFieldMetas;
  plans: { id: number; name: string; total: string }[];
}) {
  return (
    <>
      <SelectField
        label="Fee plan"
        meta={fields.plan_id}
        placeholder="Choose a plan"
        options={plans.map((plan) => ({ value: String(plan.id), label: `${plan.name} (${plan.total})` }))}
      />
      <Field
        label="Discount or scholarship (₹)"
        meta={fields.discount}
        inputMode="decimal"
        hint="Leave empty for none"
      />
      <Field label="Reason for the discount" meta={fields.discount_reason} hint="e.g. Merit scholarship" />
    </>
  );
}
