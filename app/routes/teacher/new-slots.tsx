import { getCollectionProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { addSlots, slotCountsByDay } from "~/domain/slots.server";
import { dateOfDay, dayAndMonth, weekRange } from "~/domain/week-dates";
import type { Weekday } from "~/domain/weekdays";
import { findWeek } from "~/domain/weeks.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { slotRangeSchema } from "~/schemas/weeks";
import { SLOT_DAYS } from "~/schemas/words";
import type { Route } from "./+types/new-slots";

export const meta: Route.MetaFunction = () => [{ title: "Create New Slots" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const week = await readForPage(() => findWeek(teacher, params.weekId));
  return { week, counts: await slotCountsByDay(week.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), slotRangeSchema, async ({ slots }) => {
    const { message } = await addSlots(teacher, params.weekId, slots);
    return redirectWithToast(context, "/teacher", "success", message);
  });
}

export default function NewSlots({ loaderData, actionData }: Route.ComponentProps) {
  const { week, counts } = loaderData;
  const [form, fields] = useForm<{ days: string[]; start_hour: number; end_hour: number }>({
    lastResult: actionData,
    defaultValue: { start_hour: 10, end_hour: 12 },
  });
  return (
    <RouteDialog title="Create New Slots" closeTo="/teacher">
      <p className="muted">
        {week.name} ({weekRange(week.startsOn)}): {week.slotCount} {week.slotCount === 1 ? "slot" : "slots"} so far. A
        slot starts every 15 minutes from the start hour up to the end hour; times the week already has are kept as they
        are.
      </p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <fieldset className="day-choices" aria-describedby={fields.days.errorId}>
          <legend>Days</legend>
          {getCollectionProps(fields.days, { type: "checkbox", options: [...SLOT_DAYS] }).map(({ key, ...props }) => {
            const day = props.value as Weekday;
            const count = counts[day] ?? 0;
            return (
              <label key={key} htmlFor={props.id}>
                <input {...props} />
                <span>
                  {day} <span className="muted">{dayAndMonth(dateOfDay(week.startsOn, day))}</span>
                  {count > 0 ? <span className="has-slots"> · {count === 1 ? "1 slot" : `${count} slots`}</span> : null}
                </span>
              </label>
            );
          })}
          <p id={fields.days.errorId} className="field-error">
            {fields.days.errors?.join(". ")}
          </p>
        </fieldset>
        <div className="hour-range">
          <Field label="Start hour" type="number" meta={fields.start_hour} min={0} max={23} />
          <Field label="End hour" type="number" meta={fields.end_hour} min={1} max={24} />
        </div>
        <SubmitButton>Create Slots</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
