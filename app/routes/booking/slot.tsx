import { useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigate } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { SessionPicker } from "~/components/session-picker";
import { useHydrated } from "~/components/use-hydrated";
import { config } from "~/config.server";
import { bookDoubtSession, bookingOffer } from "~/domain/booking.server";
import { describeInstant, zoneName } from "~/domain/time.server";
import { keepTyped } from "~/http/actions.server";
import { addressOf } from "~/http/api.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { bookingSchema, CLASS_OPTIONS, FAIR_USE } from "~/schemas/booking";
import type { Route } from "./+types/slot";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.week ? `Book a doubt session: ${loaderData.week.week_name}` : "Book a doubt session" },
];

/** The chosen day and time live in the address (?day=Monday&slot=12). */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const base = { zone: zoneName(new Date(), config.INSTITUTE_TIMEZONE) };
  const booked = params.get("booked");
  if (booked) return { ...base, booked, week: null, notice: "", days: [], day: null, times: [], chosen: null };

  const offer = await bookingOffer();
  const days = [...new Set(offer.slots.map((slot) => slot.day))];
  const day = days.find((candidate) => candidate === params.get("day")) ?? null;
  const times = offer.slots.filter((slot) => slot.day === day);
  const chosen = times.find((slot) => String(slot.id) === params.get("slot"));
  return {
    ...base,
    booked: null,
    week: offer.week,
    notice: offer.message,
    days,
    day,
    times: times.map(({ id, time }) => ({ id, time })),
    chosen: chosen
      ? { id: chosen.id, date: chosen.date, shown: describeInstant(new Date(chosen.date), config.INSTITUTE_TIMEZONE) }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (formData.get("intent") !== "book") return keepTyped(formData);
  const slotId = new URL(request.url).searchParams.get("slot");
  return handleForm(formData, bookingSchema, async (details) => {
    const { doubtId } = await bookDoubtSession(slotId, details, { address: addressOf(context) });
    // With JavaScript the page confirms, then moves on after a second (SPEC §4); without it, straight on.
    return redirect(formData.get("enhanced") === "1" ? `/slot?booked=${doubtId}` : `/thanks/${doubtId}`);
  });
}

function BookedNotice({ doubtId }: { doubtId: string }) {
  const navigate = useNavigate();
  const thanks = `/thanks/${encodeURIComponent(doubtId)}`;
  useEffect(() => {
    const timer = setTimeout(() => navigate(thanks, { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [navigate, thanks]);
  return (
    <section className="card stack">
      <h1>Request sent</h1>
      <p>Your request has been sent to the admin. Taking you to its details…</p>
      <Link to={thanks}>See your request</Link>
    </section>
  );
}

export default function BookSlot({ loaderData, actionData }: Route.ComponentProps) {
  const { zone, booked, week, notice, days, day, times, chosen } = loaderData;
  const hydrated = useHydrated();
  const [form, fields] = useForm<{ user_email: string; class: string; doubt_type: string; date: string }>({
    lastResult: actionData,
  });
  return (
    <>
      <PublicHeader loginLabel="Student Login" />
      <main className="page narrow">
        {booked ? (
          <BookedNotice doubtId={booked} />
        ) : !week || days.length === 0 ? (
          <>
            <h1>Book a doubt session{week ? `: ${week.week_name}` : ""}</h1>
            <p className="empty">{notice}</p>
          </>
        ) : (
          <>
            <h1>Book a doubt session: {week.week_name}</h1>
            <p className="lead">A 15-minute session with the teacher. No account needed.</p>
            <Form
              method="post"
              id={form.id}
              onSubmit={form.onSubmit}
              noValidate
              preventScrollReset
              className="card stack"
            >
              <FormToken />
              <FormError id={form.errorId} errors={form.errors} />
              <Field label="Email" type="email" meta={fields.user_email} autoComplete="email" hint={FAIR_USE} />
              <SelectField
                label="Select Class"
                meta={fields.class}
                options={CLASS_OPTIONS}
                placeholder="Select Class"
              />
              <TextareaField label="Type of Doubt" meta={fields.doubt_type} />
              <SessionPicker days={days} day={day} times={times} slotId={chosen?.id ?? null} />
              <div className="field">
                <label htmlFor="selected-datetime">Selected DateTime ({zone})</label>
                <input
                  id="selected-datetime"
                  readOnly
                  value={chosen ? `${chosen.shown.date}, ${chosen.shown.time}` : ""}
                  placeholder="Choose a day and a time"
                  aria-describedby={fields.date.errorId}
                />
                <p id={fields.date.errorId} className="field-error">
                  {fields.date.errors?.join(". ")}
                </p>
              </div>
              <input type="hidden" name="date" value={chosen?.date ?? ""} />
              {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
              <SubmitButton name="intent" value="book">
                Confirm & Send
              </SubmitButton>
            </Form>
          </>
        )}
      </main>
    </>
  );
}
