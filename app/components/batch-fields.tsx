import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_HIGHLIGHTS } from "~/schemas/batches";
import { MODE_LABELS } from "./batch-modes";
import { Field, SelectField, TextareaField } from "./form-parts";

type Meta = FieldMetadata<string | number | undefined>;
export type BatchFormValue = {
  batch_name: string;
  duration: number;
  mode: string;
  timings: string;
  start_date: string;
  seats_left: number | string;
  highlights: string;
};

/** A batch's form fields, shared by 'Create New Batch' and 'Edit batch': name and duration, then the card's details. */
export function BatchFields({ fields }: { fields: Record<keyof BatchFormValue, Meta> }) {
  const { t } = useTranslation("teacher");
  const modes = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label: t(label) }));
  return (
    <>
      <Field label={t("Batch name")} meta={fields.batch_name} />
      <Field label={t("Duration (months)")} type="number" meta={fields.duration} min={1} max={60} />
      <SelectField label={t("Mode")} meta={fields.mode} options={modes} />
      <Field label={t("Timings")} meta={fields.timings} hint={t("Optional, e.g. Mon, Wed, Fri 5–7 pm")} />
      <Field label={t("Start date")} type="date" meta={fields.start_date} hint={t("Optional")} />
      <Field
        label={t("Seats left")}
        type="number"
        meta={fields.seats_left}
        min={0}
        hint={t("Optional; leave empty to say nothing about seats")}
      />
      <TextareaField
        label={t("Highlights")}
        meta={fields.highlights}
        rows={MAX_HIGHLIGHTS}
        hint={t("Optional; one a line, up to {{count}}, shown on the batch's card", { count: MAX_HIGHLIGHTS })}
      />
    </>
  );
}
