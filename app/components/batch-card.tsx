import type { BatchWithSubjects } from "~/domain/catalogue/batches.server";
import { INTL_LOCALES, isLanguage, MONTH_STYLE } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { MODE_LABELS } from "./batch-modes";

type Props = {
  batch: Pick<BatchWithSubjects, "name" | "duration" | "subjects" | "mode" | "timings" | "startDate"> &
    Pick<BatchWithSubjects, "seatsLeft" | "highlights">;
  children?: React.ReactNode;
};

// The start date is a calendar day stored as its midnight UTC, so it is read in UTC. One formatter per
// language, made once: making one costs far more than using it, and the teacher's home shows many cards.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(language: string) {
  const known = isLanguage(language) ? language : "en";
  let format = dayFormats.get(known);
  if (!format) {
    const month = MONTH_STYLE[known];
    format = new Intl.DateTimeFormat(INTL_LOCALES[known], { timeZone: "UTC", day: "numeric", month, year: "numeric" });
    dayFormats.set(known, format);
  }
  return format;
}

/** A batch as students and the teacher see it: name, subjects, and the details the teacher gave it. */
export function BatchCard({ batch, children }: Props) {
  const { t, i18n } = useTranslation();
  const facts = [
    { term: t("Duration"), value: t("{{count}} months", { count: batch.duration }) },
    { term: t("Mode"), value: t(MODE_LABELS[batch.mode]) },
    // What the teacher wrote ("Mon, Wed 5–7 pm") stays as written.
    { term: t("Timings"), value: batch.timings, own: true },
    { term: t("Starts"), value: batch.startDate ? dayFormat(i18n.language).format(new Date(batch.startDate)) : "" },
    {
      term: t("Seats left"),
      value: batch.seatsLeft === null ? "" : batch.seatsLeft === 0 ? t("None") : batch.seatsLeft,
    },
  ].filter((fact) => fact.value !== "");
  return (
    <article className="card batch-card">
      <h3 translate="no">{batch.name}</h3>
      {batch.subjects.length > 0 ? (
        <ul className="chips" aria-label={t("Subjects")} translate="no">
          {batch.subjects.map((subject) => (
            <li key={subject.id} className="chip">
              {subject.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("No subjects added yet")}</p>
      )}
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd translate={fact.own ? "no" : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {batch.highlights.length > 0 ? (
        <ul className="features" aria-label={t("Highlights")} translate="no">
          {batch.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
