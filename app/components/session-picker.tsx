import { useTranslation } from "~/i18n/use-translation";

type Props = {
  days: string[];
  day: string | null;
  times: { id: number; time: string }[];
  slotId: number | null;
};

/** The fields the day and time buttons send: each button's value is the very day or time it shows. */
export const CHOOSE_DAY = "choose_day";
export const CHOOSE_TIME = "choose_time";

/**
 * Day and time buttons of the booking form. Each is a submit button that posts the whole form to
 * its own address (no `formaction`, which text browsers ignore), so the page comes back with the
 * choice made and everything typed still there. They are `<input type="submit">`, whose label is its
 * value: Lynx shows a `<button>`'s value instead of its text, so a time read "(time:41)".
 */
export function SessionPicker({ days, day, times, slotId }: Props) {
  const { t } = useTranslation();
  return (
    <div id="when" className="stack">
      <fieldset className="choices">
        <legend>{t("Day")}</legend>
        {days.map((candidate) => (
          <input
            key={candidate}
            type="submit"
            name={CHOOSE_DAY}
            value={candidate}
            className={candidate === day ? "button" : "button button-quiet"}
            aria-pressed={candidate === day}
          />
        ))}
      </fieldset>
      {day ? (
        <fieldset className="choices">
          <legend>{t("Time on {{day}}", { day })}</legend>
          {times.map((slot) => (
            <input
              key={slot.id}
              type="submit"
              name={CHOOSE_TIME}
              value={slot.time}
              className={slot.id === slotId ? "button" : "button button-quiet"}
              aria-pressed={slot.id === slotId}
            />
          ))}
        </fieldset>
      ) : (
        <p className="muted">{t("Choose a day to see its times.")}</p>
      )}
    </div>
  );
}
