import { Link } from "react-router";
import { weekRange } from "~/domain/core/calendar-days";
import type { WeekCard } from "~/domain/doubts/weeks.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { ItemSteps } from "./item-steps";
import { PageLinks } from "./paging";
import { Spaced } from "./spaced";

type Props = {
  list: { weeks: WeekCard[]; total: number; page: number; pages: number };
  href: (page: number) => string;
};

const WEEK_PAGES = { label: "Pages of weeks", previous: "Newer weeks", next: "Older weeks" };

/** The teacher's 'Slots management' panel: a page of the weeks of doubt sessions and what can be done with each. */
export function WeeksPanel({ list, href }: Props) {
  const { weeks } = list;
  const { t, i18n } = useTranslation("teacher");
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <section aria-labelledby="slots-management" className="weeks-panel">
      <div className="section-head">
        <h2 id="slots-management">{t("Slots management")}</h2>
        <Link to="/teacher/weeks/new" className="button" preventScrollReset>
          {t("Add Week")}
        </Link>
      </div>
      {weeks.length === 0 ? <p className="empty">{t("No weeks added yet add a week")}</p> : null}
      <ul className="grid">
        {weeks.map((week) => (
          <li key={week.id}>
            <article className="card" aria-labelledby={`week-${week.id}`}>
              <h3 id={`week-${week.id}`} translate="no">
                {week.name}
              </h3>
              <p className="muted">
                {/* A week named after its number would say it twice. */}
                {week.name === `Week ${week.number}` ? null : `${t("Week {{number}}", { number: week.number })} · `}
                {weekRange(week.startsOn, language)}
              </p>
              <p>
                <span className={week.completed ? "status status-done" : "status"}>
                  {week.completed ? t("Completed") : t("Ongoing")}
                </span>{" "}
                {t("{{count}} slots", { count: week.slotCount })}
              </p>
              <div className="actions">
                <Spaced>
                  {week.completed ? null : (
                    <>
                      <Link
                        to={`/teacher/weeks/${week.id}/complete`}
                        className="button button-quiet"
                        aria-label={t("Complete Week {{name}}", { name: week.name })}
                        preventScrollReset
                      >
                        {t("Complete Week")}
                      </Link>
                      <Link
                        to={`/teacher/weeks/${week.id}/slots`}
                        className="button button-quiet"
                        aria-label={t("Manage Slots of {{name}}", { name: week.name })}
                        preventScrollReset
                      >
                        {t("Manage Slots")}
                      </Link>
                    </>
                  )}
                  <Link
                    to={`/teacher/week/${week.id}`}
                    className="button"
                    aria-label={t("View Details of {{name}}", { name: week.name })}
                  >
                    {t("View Details")}
                  </Link>
                  <ItemSteps
                    name={week.name}
                    steps={[
                      { to: `/teacher/weeks/${week.id}/rename`, label: "Rename" },
                      { to: `/teacher/weeks/${week.id}/delete`, label: "Delete week" },
                    ]}
                  />
                </Spaced>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <PageLinks
        facts={list}
        href={href}
        words={{ label: t(WEEK_PAGES.label), previous: t(WEEK_PAGES.previous), next: t(WEEK_PAGES.next) }}
      />
    </section>
  );
}
