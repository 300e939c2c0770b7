import type { WeekCard, weekDetails } from "~/domain/weeks.server";

/** A week in the API's field names (SPEC's), with its first and last day. */
export const weekAnswer = (week: WeekCard) => ({
  id: week.id,
  week_name: week.name,
  week_number: week.number,
  completed: week.completed,
  slot_count: week.slotCount,
  starts_on: week.startsOn,
  ends_on: week.endsOn,
});

type WeekPage = { weeks: WeekCard[]; total: number; page: number; pages: number };

/** GET /meetings/weeks: a page of weeks, with the empty-list message SPEC gives. */
export const weeksAnswer = ({ weeks, ...page }: WeekPage) => ({
  weeks: weeks.map(weekAnswer),
  ...page,
  message: page.total > 0 ? "Weeks" : "No weeks added yet add a week",
});

/** A week created or renamed, with the domain's message. */
export const savedWeekAnswer = ({ week, message }: { week: WeekCard; message: string }) => ({
  week: weekAnswer(week),
  message,
});

/** GET /meetings/weeks/{id}: the week, its slots in order of time (start in UTC) and its doubts. */
export const weekDetailsAnswer = ({ week, slots, doubts }: Awaited<ReturnType<typeof weekDetails>>) => ({
  week: weekAnswer(week),
  slots: slots.map((slot) => ({
    id: slot.id,
    week_id: slot.weekId,
    day: slot.day,
    time: slot.time,
    starts_at: slot.startsAt.toISOString(),
    duration: slot.duration,
    booked: slot.booked,
    deletable: slot.deletable,
  })),
  doubts,
  message: doubts.length > 0 ? "Week details" : "No doubts raised yet.",
});
