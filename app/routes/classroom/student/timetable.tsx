import { Form, Link } from "react-router";
import { ClassLine } from "~/components/class-line";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { weekdayOf } from "~/domain/core/calendar-days";
import { formatIsoDay } from "~/domain/core/format.server";
import { newCalendarLink } from "~/domain/timetable/calendar-feed.server";
import { studentTimetable } from "~/domain/timetable/week-view.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { ACCESS_PENDING } from "~/schemas/words";
import "~/styles/classroom.css";
import type { Route } from "./+types/timetable";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Timetable" }];

export async function loader({ context }: Route.LoaderArgs) {
  const timetable = await readForPage(() => studentTimetable(requireStudent(context)));
  const language = languageFrom(context);
  const t = translatorOf(context, "classroom");
  // Each day as the reader says it: "Wednesday, 25 Nov 2026" / "बुधवार, 25 नवंबर 2026".
  const weeks = timetable.weeks.map((days) =>
    days.map((day) => ({ ...day, label: `${t(weekdayOf(day.date))}, ${formatIsoDay(day.date, language)}` })),
  );
  return { ...timetable, weeks, title: t("Timetable") };
}

/** 'Subscribe in calendar': a new feed link, shown once on the page that answers (only its hash is kept). */
export async function action({ context }: Route.ActionArgs) {
  const { url } = await newCalendarLink(requireStudent(context));
  return { url };
}

export default function Timetable({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  const { weeks, hasFeed, waiting } = loaderData;
  return (
    <main id="main" className="page">
      <h1>{t("Timetable")}</h1>
      {/* A registered student sees no class until the teacher permits them: it says so instead of empty weeks. */}
      {waiting ? <p className="notice">{t(ACCESS_PENDING)}</p> : null}
      {(waiting ? [] : weeks).map((days, index) => (
        <section key={days[0].date} aria-labelledby={`week-${index}`}>
          <h2 id={`week-${index}`}>{index === 0 ? t("This week") : t("Next week")}</h2>
          {days.map((day) => (
            <section
              key={day.date}
              className={day.isToday ? "timetable-day timetable-today" : "timetable-day"}
              aria-label={day.isToday ? t("{{day}}, today", { day: day.label }) : day.label}
              aria-current={day.isToday ? "date" : undefined}
            >
              <h3>{day.isToday ? t("{{day}} (today)", { day: day.label }) : day.label}</h3>
              {day.classes.length === 0 && day.tests.length === 0 ? <p className="muted">{t("No classes")}</p> : null}
              <ul>
                {day.classes.map((item) => (
                  <ClassLine key={item.id} item={item} />
                ))}
                {day.tests.map((test) => (
                  <li key={`test-${test.id}`}>
                    {t("Test:")} <Link to={`/testDetails/${test.id}`}>{test.name}</Link> ({test.subjectName})
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      <h2>{t("Subscribe in calendar")}</h2>
      <p className="muted">
        {t("A private link for Google Calendar or your phone's calendar: it keeps your timetable up to date there.")}
        {hasFeed ? ` ${t("Making a new link stops the old one.")}` : null}
      </p>
      {actionData ? (
        <p>
          {t('Your link: copy it into your calendar app ("From URL" in Google Calendar):')}{" "}
          <code>{actionData.url}</code>{" "}
          <a href={actionData.url.replace(/^https?:/, "webcal:")}>{t("Open in calendar app")}</a>
        </p>
      ) : null}
      <Form method="post">
        <FormToken />
        <SubmitButton>{t("Subscribe in calendar")}</SubmitButton>
      </Form>
    </main>
  );
}
