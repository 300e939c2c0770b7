import { Link } from "react-router";
import { weekRange } from "~/domain/week-dates";
import type { WeekCard } from "~/domain/weeks.server";
import { ItemSteps } from "./item-steps";
import { PageLinks } from "./paging";

type Props = {
  list: { weeks: WeekCard[]; total: number; page: number; pages: number };
  href: (page: number) => string;
};

const WEEK_PAGES = { label: "Pages of weeks", previous: "Newer weeks", next: "Older weeks" };

/** The teacher's 'Slots management' panel: a page of the weeks of doubt sessions and what can be done with each. */
export function WeeksPanel({ list, href }: Props) {
  const { weeks } = list;
  return (
    <section aria-labelledby="slots-management" className="weeks-panel">
      <div className="section-head">
        <h2 id="slots-management">Slots management</h2>
        <Link to="/teacher/weeks/new" className="button" preventScrollReset>
          Add Week
        </Link>
      </div>
      {weeks.length === 0 ? <p className="empty">No weeks added yet add a week</p> : null}
      <ul className="grid">
        {weeks.map((week) => (
          <li key={week.id}>
            <article className="card" aria-labelledby={`week-${week.id}`}>
              <h3 id={`week-${week.id}`}>{week.week_name}</h3>
              <p className="muted">
                {/* A week named after its number would say it twice. */}
                {week.week_name === `Week ${week.week_number}` ? null : `Week ${week.week_number} · `}
                {weekRange(week.starts_on)}
              </p>
              <p>
                <span className={week.completed ? "status status-done" : "status"}>
                  {week.completed ? "Completed" : "Ongoing"}
                </span>{" "}
                {week.slot_count} {week.slot_count === 1 ? "slot" : "slots"}
              </p>
              <div className="actions">
                {week.completed ? null : (
                  <>
                    <Link
                      to={`/teacher/weeks/${week.id}/complete`}
                      className="button button-quiet"
                      aria-label={`Complete Week ${week.week_name}`}
                      preventScrollReset
                    >
                      Complete Week
                    </Link>
                    <Link
                      to={`/teacher/weeks/${week.id}/slots`}
                      className="button button-quiet"
                      aria-label={`Manage Slots of ${week.week_name}`}
                      preventScrollReset
                    >
                      Manage Slots
                    </Link>
                  </>
                )}
                <Link
                  to={`/teacher/week/${week.id}`}
                  className="button"
                  aria-label={`View Details of ${week.week_name}`}
                >
                  View Details
                </Link>
                <ItemSteps
                  name={week.week_name}
                  steps={[
                    { to: `/teacher/weeks/${week.id}/rename`, label: "Rename" },
                    { to: `/teacher/weeks/${week.id}/delete`, label: "Delete week" },
                  ]}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <PageLinks facts={list} href={href} words={WEEK_PAGES} />
    </section>
  );
}
