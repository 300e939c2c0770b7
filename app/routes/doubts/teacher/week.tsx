import { data, Form, Link, Outlet } from "react-router";
import { DoubtCard } from "~/components/doubt-card";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { config } from "~/config.server";
import { dateOfDay, shortDay, weekRange } from "~/domain/core/calendar-days";
import { formatDay } from "~/domain/core/format.server";
import { describeInstant } from "~/domain/core/time.server";
import type { Weekday } from "~/domain/core/weekdays";
import { acceptDoubtRequest } from "~/domain/doubts/meetings.server";
import { deleteSlot } from "~/domain/doubts/slots.server";
import { weekDetails } from "~/domain/doubts/weeks.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/week";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.week.name ?? pageTranslate("Week") }];

/** The selected day is a search parameter (?day=Monday), so choosing one is a plain link. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const language = languageFrom(context);
  const details = await readForPage(() => weekDetails(teacher, params.weekId));
  const days = [...new Set(details.slots.map((slot) => slot.day))];
  const asked = new URL(request.url).searchParams.get("day");
  const day = days.find((candidate) => candidate === asked) ?? days[0] ?? null;
  // Each day as its date within the week ("Mon 30 Nov"); the address keeps the weekday's name.
  const label = (weekday: string) => shortDay(dateOfDay(details.week.startsOn, weekday as Weekday), language);
  return {
    week: { ...details.week, range: weekRange(details.week.startsOn, language) },
    days: days.map((name) => ({ name, label: label(name) })),
    day: day ? { name: day, label: label(day) } : null,
    slots: details.slots.filter((slot) => slot.day === day),
    doubts: details.doubts.map((doubt) => ({
      ...doubt,
      session: describeInstant(doubt.startsAt, config.INSTITUTE_TIMEZONE, language),
      raised: formatDay(doubt.raisedAt, language),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const form = await readFormData(request);
  const back = `/teacher/week/${idParam(params.weekId)}${new URL(request.url).search}`;
  switch (form.get("intent")) {
    case "accept":
      return handleButton(context, back, () => acceptDoubtRequest(teacher, form.get("doubtId")));
    case "delete-slot":
      return handleButton(context, back, () => deleteSlot(teacher, form.get("slotId")));
    default:
      return data({ message: translatorOf(context, "doubts")("Unknown action") }, { status: 400 });
  }
}

export default function WeekPage({ loaderData, actionData }: Route.ComponentProps) {
  const { week, days, day, slots, doubts } = loaderData;
  const { t } = useTranslation("doubts");
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher">{t("Back to the dashboard")}</Link>
      </p>
      <h1 translate="no">{week.name}</h1>
      <p className="muted">
        {t("Week {{number}}", { number: week.number })} · {week.range} ·{" "}
        {week.completed ? t("Completed") : t("Ongoing")} · {t("{{count}} slots", { count: week.slotCount })}
      </p>
      <FormError errors={actionData ? [actionData.message] : undefined} />

      <section aria-labelledby="available-days" className="card">
        <h2 id="available-days">{t("Available days")}</h2>
        {days.length === 0 ? <p className="empty">{t("No slots yet. Add them with Manage Slots.")}</p> : null}
        <ul className="chips day-links">
          {days.map((candidate) => (
            <li key={candidate.name}>
              <Link
                to={`?day=${candidate.name}`}
                className="chip"
                aria-current={candidate.name === day?.name ? "true" : undefined}
                preventScrollReset
              >
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
        {day ? (
          <>
            <h3 id="day-slots">{t("Slots on {{day}}", { day: day.label })}</h3>
            <ul className="slot-list" aria-labelledby="day-slots">
              {slots.map((slot) => (
                <li key={slot.id}>
                  <span>{slot.time}</span>
                  {slot.booked ? (
                    <span className="muted">{t("Booked")}</span>
                  ) : !slot.deletable ? (
                    <span className="muted">{t("Free again")}</span>
                  ) : (
                    <Form method="post" preventScrollReset className="inline-form">
                      <FormToken />
                      <input type="hidden" name="intent" value="delete-slot" />
                      <SubmitButton name="slotId" value={String(slot.id)} className="button button-quiet">
                        {t("Delete {{time}}", { time: slot.time })}
                      </SubmitButton>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="doubts-raised">
        <h2 id="doubts-raised">{t("Doubts Raised")}</h2>
        {doubts.length === 0 ? <p className="empty">{t("No doubts raised yet.")}</p> : null}
        <ul className="grid">
          {doubts.map((doubt) => (
            <li key={doubt.id}>
              <DoubtCard doubt={doubt} />
            </li>
          ))}
        </ul>
      </section>
      <Outlet />
    </main>
  );
}
