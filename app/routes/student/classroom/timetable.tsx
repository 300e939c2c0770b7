import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { newCalendarLink } from "~/domain/timetable/calendar-feed.server";
import { studentTimetable } from "~/domain/timetable/week-view.server";
import { shortDay } from "~/domain/week-dates";
import { requireStudent } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import "~/styles/classroom.css";
import type { Route } from "./+types/timetable";

export const meta: Route.MetaFunction = () => [{ title: "Timetable" }];

export async function loader({ context }: Route.LoaderArgs) {
  return readForPage(() => studentTimetable(requireStudent(context)));
}

/** 'Subscribe in calendar': a new feed link, shown once on the page that answers (only its hash is kept). */
export async function action({ context }: Route.ActionArgs) {
  const { url } = await newCalendarLink(requireStudent(context));
  return { url };
}

export default function Timetable({ loaderData, actionData }: Route.ComponentProps) {
  const { weeks, hasFeed } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Timetable</h1>
      {weeks.map((days, index) => (
        <section key={days[0].date} aria-labelledby={`week-${index}`}>
          <h2 id={`week-${index}`}>{index === 0 ? "This week" : "Next week"}</h2>
          {days.map((day) => (
            <section
              key={day.date}
              className={day.isToday ? "timetable-day timetable-today" : "timetable-day"}
              aria-label={day.isToday ? `${shortDay(day.date)}, today` : shortDay(day.date)}
              aria-current={day.isToday ? "date" : undefined}
            >
              <h3>
                {shortDay(day.date)}
                {day.isToday ? " (today)" : null}
              </h3>
              {day.classes.length === 0 && day.tests.length === 0 ? <p className="muted">No classes</p> : null}
              <ul>
                {day.classes.map((item) => (
                  <li key={item.id} className={item.cancelled ? "class-cancelled" : undefined}>
                    {item.cancelled ? (
                      <>
                        <s>
                          {item.startTime}–{item.endTime} {item.subjectName}, {item.place}
                        </s>{" "}
                        Cancelled{item.reason ? `: ${item.reason}` : ""}
                      </>
                    ) : (
                      <>
                        {item.startTime}–{item.endTime} {item.subjectName}, {item.place}
                        {item.onDate ? " (extra class)" : null}
                        {item.meetingUrl ? (
                          <>
                            {" "}
                            <a href={item.meetingUrl}>Join</a>
                          </>
                        ) : null}
                      </>
                    )}
                  </li>
                ))}
                {day.tests.map((test) => (
                  <li key={`test-${test.id}`}>
                    Test: <Link to={`/testDetails/${test.id}`}>{test.name}</Link> ({test.subjectName})
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      <h2>Subscribe in calendar</h2>
      <p className="muted">
        A private link for Google Calendar or your phone's calendar: it keeps your timetable up to date there.
        {hasFeed ? " Making a new link stops the old one." : null}
      </p>
      {actionData ? (
        <p>
          Your link: copy it into your calendar app ("From URL" in Google Calendar): <code>{actionData.url}</code>{" "}
          <a href={actionData.url.replace(/^https?:/, "webcal:")}>Open in calendar app</a>
        </p>
      ) : null}
      <Form method="post">
        <FormToken />
        <SubmitButton>Subscribe in calendar</SubmitButton>
      </Form>
    </main>
  );
}
