import type { BatchWithSubjects } from "~/domain/batches.server";
import { MODE_LABELS } from "./batch-fields";

type Props = {
  batch: Pick<BatchWithSubjects, "name" | "duration" | "subjects" | "mode" | "timings" | "startDate"> &
    Pick<BatchWithSubjects, "seatsLeft" | "highlights">;
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
    { term: "Starts", value: batch.startDate ? dayFormat.format(new Date(batch.startDate)) : "" },
    { term: "Seats left", value: batch.seatsLeft === null ? "" : batch.seatsLeft === 0 ? "None" : batch.seatsLeft },
  ].filter((fact) => fact.value !== "");
  return (
    <article className="card batch-card">
      <h3>{batch.name}</h3>
      {batch.subjects.length > 0 ? (
        <ul className="chips" aria-label="Subjects">
          {batch.subjects.map((subject) => (
            <li key={subject.id} className="chip">
              {subject.name}
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
