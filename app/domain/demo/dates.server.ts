/** The demo's days and instants, all counted from the seed's clock, so that the data is as fresh on every start. */

import { addDays } from "../core/calendar-days";
import { today } from "../timetable/classes.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoClock = {
  /** The seed's instant. */
  at: Date;
  /** That instant `days` later (negative: earlier). */
  daysLater: (days: number) => Date;
  /** The institute's calendar day `days` after the seed's ("YYYY-MM-DD"). */
  dayIn: (days: number) => string;
};

export function demoClock(at: Date): DemoClock {
  const day = today(at);
  return {
    at,
    daysLater: (days) => new Date(at.getTime() + days * DAY_MS),
    dayIn: (days) => addDays(day, days),
  };
}
