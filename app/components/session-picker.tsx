type Props = {
  days: string[];
  day: string | null;
  times: { id: number; time: string }[];
  slotId: number | null;
};

/** The `intent` of a day button is CHOOSE_DAY + the day, of a time button CHOOSE_TIME + the slot id. */
export const CHOOSE_DAY = "day:";
export const CHOOSE_TIME = "time:";

/**
 * Day and time buttons of the booking form. Each is a submit button that posts the whole form to
 * its own address (no `formaction`, which text browsers ignore), so the page comes back with the
 * choice made and everything typed still there.
 */
export function SessionPicker({ days, day, times, slotId }: Props) {
  const choose = (value: string) => ({ type: "submit" as const, name: "intent", value });
  return (
    <div id="when" className="stack">
      <fieldset className="choices">
        <legend>Day</legend>
        {days.map((candidate) => (
          <button
            key={candidate}
            {...choose(CHOOSE_DAY + candidate)}
            className={candidate === day ? "button" : "button button-quiet"}
            aria-pressed={candidate === day}
          >
            {candidate}
          </button>
        ))}
      </fieldset>
      {day ? (
        <fieldset className="choices">
          <legend>Time on {day}</legend>
          {times.map((slot) => (
            <button
              key={slot.id}
              {...choose(CHOOSE_TIME + slot.id)}
              className={slot.id === slotId ? "button" : "button button-quiet"}
              aria-pressed={slot.id === slotId}
            >
              {slot.time}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className="muted">Choose a day to see its times.</p>
      )}
    </div>
  );
}
