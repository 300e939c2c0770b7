type Props = {
  days: string[];
  day: string | null;
  times: { id: number; time: string }[];
  slotId: number | null;
};

/**
 * Day and time buttons of the booking form. Each is a submit button that posts the whole form to
 * /slot with the choice in the address, so the page comes back with the choice made and everything
 * typed still there, with or without JavaScript.
 */
export function SessionPicker({ days, day, times, slotId }: Props) {
  const choose = (query: string) => ({
    type: "submit" as const,
    name: "intent",
    value: "choose",
    formAction: `/slot?${query}#when`,
    formNoValidate: true,
  });
  return (
    <div id="when" className="stack">
      <fieldset className="choices">
        <legend>Day</legend>
        {days.map((candidate) => (
          <button
            key={candidate}
            {...choose(new URLSearchParams({ day: candidate }).toString())}
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
              {...choose(new URLSearchParams({ day, slot: String(slot.id) }).toString())}
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
