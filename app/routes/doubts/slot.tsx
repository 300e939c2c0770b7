import { useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form, redirect } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { PublicHeader } from "~/components/public-header";
import { CHOOSE_DAY, CHOOSE_TIME, SessionPicker } from "~/components/session-picker";
import { config } from "~/config.server";
import { classesOffered } from "~/domain/catalogue/school-classes.server";
import { shortDay, weekRange } from "~/domain/core/calendar-days";
import { dateIn, describeInstant, zoneName } from "~/domain/core/time.server";
import { bookDoubtSession, bookingOffer } from "~/domain/doubts/booking.server";
import { classShown } from "~/domain/doubts/class-shown";
import { readSettings } from "~/domain/site/settings.server";
import { keepTyped } from "~/http/actions.server";
import { addressOf } from "~/http/api.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { languageFrom } from "~/http/language.server";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { bookingSchema, SESSIONS_PER_EMAIL } from "~/schemas/booking";
import { bookingNotice, classLabel } from "~/schemas/words";
import type { Route } from "./+types/slot";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.week ? "Book a doubt session: {{week}}" : "Book a doubt session",
    loaderData?.free
      ? "Book a free doubt session with the teacher: choose a day and a time, no account needed."
      : "Book a doubt session with the teacher: choose a day and a time, no account needed.",
    { week: loaderData?.week?.name },
  );

/** The form's anchor: each choice posts the page back to it, so the page returns where the visitor was. */
const FORM_ANCHOR = "booking";

/** A session's day as the day buttons say it, "Mon 30 Nov"; the button's text is also the value it posts. */
const dayOf = (slot: { startsAt: Date }, language: Language) =>
  shortDay(dateIn(slot.startsAt, config.INSTITUTE_TIMEZONE), language);

/** The week's free sessions ahead, by day; the day chosen first may come in the address (?day=Monday). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFrom(context);
  const [offer, classes, settings] = await Promise.all([bookingOffer(), classesOffered(), readSettings()]);
  const slots = offer.slots.map((slot) => ({
    id: slot.id,
    day: slot.day,
    time: slot.time,
    /** The start the form posts, which the server checks against the slot's own. */
    date: slot.startsAt.toISOString(),
    dayShown: dayOf(slot, language),
    shown: describeInstant(slot.startsAt, config.INSTITUTE_TIMEZONE, language),
  }));
  const asked = new URL(request.url).searchParams.get("day");
  return {
    free: settings.doubtSessionsFree,
    zone: zoneName(new Date(), config.INSTITUTE_TIMEZONE, language),
    classes: classes.map(classLabel),
    week: offer.week ? { name: offer.week.name, range: weekRange(offer.week.startsOn, language) } : null,
    notice: bookingNotice(offer),
    days: [...new Set(slots.map((slot) => slot.dayShown))],
    slots,
    dayInAddress: slots.find((slot) => slot.day === asked || slot.dayShown === asked)?.dayShown ?? null,
  };
}

/**
 * One form, no `formaction`: the day and time buttons post it back here with everything typed, and the
 * choice rides along in hidden fields, so text browsers (w3m, Lynx) book the same way (decision 070).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const chosenDay = formData.get(CHOOSE_DAY);
  const chosenTime = formData.get(CHOOSE_TIME);
  formData.delete(CHOOSE_DAY);
  formData.delete(CHOOSE_TIME);
  if (typeof chosenDay === "string") {
    formData.set("day", chosenDay);
    formData.delete("slot");
    return keepTyped(formData);
  }
  if (typeof chosenTime === "string") {
    const day = formData.get("day");
    const language = languageFrom(context);
    const slot = (await bookingOffer()).slots.find(
      (offered) => dayOf(offered, language) === day && offered.time === chosenTime,
    );
    if (slot) formData.set("slot", String(slot.id));
    return keepTyped(formData);
  }
  if (formData.get("intent") !== "book") return keepTyped(formData);
  return handleForm(formData, bookingSchema, async (details) => {
    const { doubtId } = await bookDoubtSession(formData.get("slot"), details, {
      address: addressOf(context),
      language: languageFrom(context),
    });
    // A fragment of its own: a redirect without one would keep the form's (#booking).
    return redirect(`/thanks/${doubtId}#main`);
  });
}

export default function BookSlot({ loaderData, actionData }: Route.ComponentProps) {
  const { zone, classes, week, notice, days, slots, dayInAddress, free } = loaderData;
  const [form, fields] = useForm<{ user_email: string; class: string; doubt_type: string; date: string }>({
    id: FORM_ANCHOR,
    lastResult: actionData,
  });
  // After a post the form's hidden fields say what is chosen; on first arrival, the address may.
  const typed = actionData?.initialValue;
  const wanted = typed ? typed.day : dayInAddress;
  const day = days.find((candidate) => candidate === wanted) ?? null;
  const times = slots.filter((slot) => slot.dayShown === day);
  const chosen = times.find((slot) => String(slot.id) === typed?.slot) ?? null;
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        {!week || days.length === 0 ? (
          <>
            <h1>{week ? <WeekHeading week={week.name} /> : t("Book a doubt session")}</h1>
            <p className="empty">{t(notice)}</p>
          </>
        ) : (
          <>
            <h1>
              <WeekHeading week={week.name} />
            </h1>
            <p className="lead">
              {free
                ? t("{{range}}. A free 15-minute session with the teacher. No account needed.", { range: week.range })
                : t("{{range}}. A 15-minute session with the teacher. No account needed.", { range: week.range })}
            </p>
            <Form
              method="post"
              action={`/slot#${FORM_ANCHOR}`}
              id={form.id}
              onSubmit={form.onSubmit}
              noValidate
              preventScrollReset
              className="card stack"
            >
              <FormToken />
              <FormError id={form.errorId} errors={form.errors} />
              <Field
                label={t("Email")}
                type="email"
                meta={fields.user_email}
                autoComplete="email"
                hint={t("One e-mail address can hold at most {{count}} upcoming sessions at once.", {
                  count: SESSIONS_PER_EMAIL,
                })}
              />
              <SelectField
                label={t("Select Class")}
                meta={fields.class}
                options={classes.map((value) => ({ value, label: classShown(t, value) }))}
                placeholder={t("Select Class")}
              />
              <TextareaField label={t("Type of Doubt")} meta={fields.doubt_type} />
              <SessionPicker days={days} day={day} times={times} slotId={chosen?.id ?? null} />
              {day ? <input type="hidden" name="day" value={day} /> : null}
              {chosen ? <input type="hidden" name="slot" value={chosen.id} /> : null}
              <div className="field">
                <label htmlFor="selected-datetime">{t("Selected DateTime ({{zone}})", { zone })}</label>
                <input
                  id="selected-datetime"
                  readOnly
                  value={chosen ? `${chosen.dayShown}, ${chosen.shown.time}` : ""}
                  placeholder={t("Choose a day and a time")}
                  aria-describedby={fields.date.errorId}
                />
                <p id={fields.date.errorId} className="field-error">
                  {fields.date.errors?.join(". ")}
                </p>
              </div>
              <input type="hidden" name="date" value={chosen?.date ?? ""} />
              <SubmitButton name="intent" value="book">
                {t("Confirm & Send")}
              </SubmitButton>
            </Form>
          </>
        )}
      </main>
    </>
  );
}

/** The week's name is the teacher's own words: marked so that no translation touches it. */
function WeekHeading({ week }: { week: string }) {
  const { t } = useTranslation("public");
  return (
    <Trans t={t} i18nKey="Book a doubt session: <1>{{week}}</1>" values={{ week }}>
      Book a doubt session: <span translate="no">{week}</span>
    </Trans>
  );
}
