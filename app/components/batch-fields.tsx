import type { FieldMetadata } from "@conform-to/react";
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

const MODE_OPTIONS = Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }));

/** A batch's form fields, shared by 'Create New Batch' and 'Edit batch': name and duration, then the card's details. */
export function BatchFields({ fields }: { fields: Record<keyof BatchFormValue, Meta> }) {
  return (
    <>
      <Field label="Batch name" meta={fields.batch_name} />
      <Field label="Duration (months)" type="number" meta={fields.duration} min={1} max={60} />
      <SelectField label="Mode" meta={fields.mode} options={MODE_OPTIONS} />
      <Field label="Timings" meta={fields.timings} hint="Optional, e.g. Mon, Wed, Fri 5–7 pm" />
      <Field label="Start date" type="date" meta={fields.start_date} hint="Optional" />
      <Field
        label="Seats left"
        type="number"
        meta={fields.seats_left}
        min={0}
        hint="Optional; leave empty to say nothing about seats"
      />
      <TextareaField
        label="Highlights"
        meta={fields.highlights}
        rows={MAX_HIGHLIGHTS}
        hint={`Optional; one a line, up to ${MAX_HIGHLIGHTS}, shown on the batch's card`}
      />
    </>
  );
}
