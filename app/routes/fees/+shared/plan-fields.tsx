import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField } from "~/components/form-parts";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t } = useTranslation("fees");
  return (
    <>
      <SelectField
        label={t("Fee plan")}
        meta={fields.plan_id}
        placeholder={t("Choose a plan")}
        options={plans.map((plan) => ({ value: String(plan.id), label: `${plan.name} (${plan.total})` }))}
      />
      <Field
        label={t("Discount or scholarship (₹)")}
        meta={fields.discount}
        inputMode="decimal"
        hint={t("Leave empty for none")}
      />
      <Field label={t("Reason for the discount")} meta={fields.discount_reason} hint={t("e.g. Merit scholarship")} />
    </>
  );
}
