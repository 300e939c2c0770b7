export const KEY_FEATURES = ["Conceptual clarity", "Problem solving", "Regular assessments"];

type Props = {
  name: string;
  subjects: { id: number; subject_name: string }[];
  duration?: number;
  children?: React.ReactNode;
};

/** A batch as students and the teacher see it: name, subjects, length, mode, key features. */
export function BatchCard({ name, subjects, duration = 12, children }: Props) {
  return (
    <article className="card batch-card">
      <h3>{name}</h3>
      {subjects.length > 0 ? (
        <ul className="chips" aria-label="Subjects">
          {subjects.map((subject) => (
            <li key={subject.id} className="chip">
              {subject.subject_name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No subjects added yet</p>
      )}
      <dl className="facts">
        <div>
          <dt>Duration</dt>
          <dd>{duration} months</dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>Offline</dd>
        </div>
      </dl>
      <ul className="features" aria-label="Key features">
        {KEY_FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children}
    </article>
  );
}
