import { getCollectionProps, useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { dateOfDay, dayAndMonth, weekRange } from "~/domain/core/calendar-days";
import type { Weekday } from "~/domain/core/weekdays";
import { addSlots, slotCountsByDay } from "~/domain/doubts/slots.server";
import { findWeek } from "~/domain/doubts/weeks.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { slotRangeSchema } from "~/schemas/weeks";
import { SLOT_DAYS } from "~/schemas/words";
import type { Route } from "./+types/new-slots";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Create New Slots") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const language = languageFrom(context);
  const week = await readForPage(() => findWeek(teacher, params.weekId));
  return {
    week: { name: week.name, slotCount: week.slotCount, range: weekRange(week.startsOn, language) },
    // Each day's date within the week ("30 Nov").
    dates: Object.fromEntries(SLOT_DAYS.map((day) => [day, dayAndMonth(dateOfDay(week.startsOn, day), language)])),
    counts: await slotCountsByDay(week.id),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), slotRangeSchema, async ({ slots }) => {
    const { message } = await addSlots(teacher, params.weekId, slots);
    return redirectWithToast(context, "/teacher", "success", message);
  });
}

export default function NewSlots({ loaderData, actionData }: Route.ComponentProps) {
  const { week, dates, counts } = loaderData;
  const { t } = useTranslation("doubts");
  const [form, fields] = useForm<{ days: string[]; start_hour: number; end_hour: number }>({
    lastResult: actionData,
    defaultValue: { start_hour: 10, end_hour: 12 },
  });
  return (
    <RouteDialog title={t("Create New Slots")} closeTo="/teacher">
      <p className="muted">
        <Trans
          t={t}
          i18nKey="<1>{{name}}</1> ({{range}}): {{count}} slots so far. A slot starts every 15 minutes from the start hour up to the end hour; times the week already has are kept as they are."
          values={{ name: week.name, range: week.range }}
          count={week.slotCount}
          components={{ 1: <span translate="no" /> }}
        />
      </p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <fieldset className="day-choices" aria-describedby={fields.days.errorId}>
          <legend>{t("Days")}</legend>
          {getCollectionProps(fields.days, { type: "checkbox", options: [...SLOT_DAYS] }).map(({ key, ...props }) => {
            const day = props.value as Weekday;
            const count = counts[day] ?? 0;
            return (
              <label key={key} htmlFor={props.id}>
                <input {...props} />
                <span>
                  {t(day)} <span className="muted">{dates[day]}</span>
                  {count > 0 ? <span className="has-slots"> · {t("{{count}} slots", { count })}</span> : null}
                </span>
              </label>
            );
          })}
          <p id={fields.days.errorId} className="field-error">
            {fields.days.errors?.join(". ")}
          </p>
        </fieldset>
        <div className="hour-range">
          <Field label={t("Start hour")} type="number" meta={fields.start_hour} min={0} max={23} />
          <Field label={t("End hour")} type="number" meta={fields.end_hour} min={1} max={24} />
        </div>
        <SubmitButton>{t("Create Slots")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
