import type { BatchWithSubjects } from "~/domain/batches.server";
import { MODE_LABELS } from "./batch-fields";

type Props = {
  batch: Pick<BatchWithSubjects, "batch_name" | "duration" | "subjects" | "mode" | "timings" | "start_date"> &
    Pick<BatchWithSubjects, "seats_left" | "highlights">;
  children?: React.ReactNode;
};

// The start date is a calendar day stored as its midnight UTC, so it is read in UTC.
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A batch as students and the teacher see it: name, subjects, and the details the teacher gave it. */
export function BatchCard({ batch, children }: Props) {
  const facts = [
    { term: "Duration", value: `${batch.duration} ${batch.duration === 1 ? "month" : "months"}` },
    { term: "Mode", value: MODE_LABELS[batch.mode] },
    { term: "Timings", value: batch.timings },
    { term: "Starts", value: batch.start_date ? dayFormat.format(new Date(batch.start_date)) : "" },
    { term: "Seats left", value: batch.seats_left === null ? "" : batch.seats_left === 0 ? "None" : batch.seats_left },
  ].filter((fact) => fact.value !== "");
  return (
    <article className="card batch-card">
      <h3>{batch.batch_name}</h3>
      {batch.subjects.length > 0 ? (
        <ul className="chips" aria-label="Subjects">
          {batch.subjects.map((subject) => (
            <li key={subject.id} className="chip">
              {subject.subject_name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No subjects added yet</p>
      )}
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {batch.highlights.length > 0 ? (
        <ul className="features" aria-label="Highlights">
          {batch.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
