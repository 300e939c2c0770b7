import { config } from "~/config.server";
import { db } from "~/db.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { NewWeek, WeekName } from "~/schemas/weeks";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { comingMonday, defaultWeekName, lastDayOf } from "../core/calendar-days";
import { conflict, notFound } from "../core/errors.server";
import { numericIdOf } from "../core/ids.server";
import { readPage } from "../core/paging.server";
import { dateIn, sessionStart } from "../core/time.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { doubtInclude, doubtOf } from "./view.server";

/** A week as lists show it; its first and last day are "YYYY-MM-DD" (decision 103). */
export type WeekCard = {
  id: number;
  name: string;
  number: number;
  completed: boolean;
  slotCount: number;
  startsOn: string;
  endsOn: string;
};

const cardSelect = {
  id: true,
  name: true,
  number: true,
  completed: true,
  startsOn: true,
  _count: { select: { slots: true } },
} as const;
type CardRow = {
  id: number;
  name: string;
  number: number;
  completed: boolean;
  startsOn: string;
  _count: { slots: number };
};

const cardOf = (week: CardRow): WeekCard => ({
  id: week.id,
  name: week.name,
  number: week.number,
  completed: week.completed,
  slotCount: week._count.slots,
  startsOn: week.startsOn,
  endsOn: lastDayOf(week.startsOn),
});

/** How many weeks one page shows: the teacher's home, the JSON API. */
export const WEEKS_PER_PAGE = { teacher: 12, api: 100 } as const;

/** One page of the teacher's weeks, newest first, each with its real number of slots. */
export async function listWeeks(actor: Actor, page = 1, perPage: number = WEEKS_PER_PAGE.teacher) {
  assertTeacher(actor);
  const { rows, ...facts } = await readPage(
    page,
    perPage,
    (window) => db.week.findMany({ orderBy: { number: "desc" }, ...window, select: cardSelect }),
    () => db.week.count(),
  );
  return { weeks: rows.map(cardOf), ...facts };
}

export async function findWeek(actor: Actor, rawWeekId: unknown): Promise<WeekCard> {
  assertTeacher(actor);
  const week = await db.week.findUnique({ where: { id: numericIdOf(rawWeekId, "Week") }, select: cardSelect });
  if (!week) throw notFound("Week not found");
  return cardOf(week);
}

/** The first day a new week gets unless the teacher picks one: the coming Monday in the institute's zone. */
export const defaultWeekStart = (now = new Date()) => comingMonday(dateIn(now, config.INSTITUTE_TIMEZONE));

/**
 * A new week, numbered after the last one, starting on the given day (by default the coming Monday) and
 * named after it unless named. Two teachers adding weeks at once may pick the same number;
 * the unique number makes one of them fail, and that one simply takes the next number.
 */
export async function createWeek(actor: Actor, input: NewWeek, now = new Date()) {
  assertTeacher(actor);
  const startsOn = input.starts_on ?? defaultWeekStart(now);
  const name = input.week_name ?? defaultWeekName(startsOn);
  for (let attempt = 1; ; attempt++) {
    const { _max } = await db.week.aggregate({ _max: { number: true } });
    try {
      const week = await db.week.create({
        data: { name, number: (_max.number ?? 0) + 1, startsOn },
        select: cardSelect,
      });
      return { week: cardOf(week), message: "Week created successfully" };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === 5) throw conflict("Other weeks were being added at the same time. Please try again.");
    }
  }
}

/** A completed week takes no more bookings. */
export async function completeWeek(actor: Actor, rawWeekId: unknown) {
  const week = await findWeek(actor, rawWeekId);
  await db.week.updateMany({ where: { id: week.id, completed: false }, data: { completed: true } });
  return { message: requestTranslator()("{{name}} is completed. It takes no more bookings.", { name: week.name }) };
}

/** One week for the teacher: its slots in order of time (booked now, or deletable: never booked) and its doubts. */
export async function weekDetails(actor: Actor, rawWeekId: unknown) {
  const week = await findWeek(actor, rawWeekId);
  const [slots, doubts] = await Promise.all([
    db.slot.findMany({
      where: { weekId: week.id },
      select: {
        id: true,
        day: true,
        time: true,
        duration: true,
        // Booked: a live booking holds it. A slot booked even once (cancelled since) stays, for its history.
        doubts: { where: { holdsSlot: true }, select: { id: true }, take: 1 },
        _count: { select: { doubts: true } },
      },
    }),
    db.doubtRequest.findMany({
      where: { slot: { weekId: week.id } },
      orderBy: { startsAt: "asc" },
      include: doubtInclude,
    }),
  ]);
  return {
    week,
    slots: slots
      .map((slot) => ({ ...slot, startsAt: sessionStart(week.startsOn, slot, config.INSTITUTE_TIMEZONE) }))
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((slot) => ({
        id: slot.id,
        weekId: week.id,
        day: slot.day,
        time: slot.time,
        /** When the slot's session starts: its day within the week, at its time. */
        startsAt: slot.startsAt,
        duration: slot.duration,
        booked: slot.doubts.length > 0,
        deletable: slot._count.doubts === 0,
      })),
    doubts: doubts.map(doubtOf),
  };
}

// Renaming and deleting a week.

export async function renameWeek(actor: Actor, rawWeekId: unknown, input: WeekName) {
  const week = await findWeek(actor, rawWeekId);
  await db.week.update({ where: { id: week.id }, data: { name: input.week_name } });
  return { week: { ...week, name: input.week_name }, message: "Week renamed" };
}

/** A week goes only while no visitor has booked any of its slots: bookings are never lost by a delete. */
export async function deleteWeek(actor: Actor, rawWeekId: unknown) {
  const week = await findWeek(actor, rawWeekId);
  const bookings = await db.doubtRequest.count({ where: { slot: { weekId: week.id } } });
  if (bookings > 0) {
    throw conflict(
      requestTranslator()("{{name}} has {{count}} bookings, so it cannot be deleted. Complete it instead.", {
        name: week.name,
        count: bookings,
      }),
    );
  }
  await db.week.delete({ where: { id: week.id } });
  return { message: requestTranslator()("{{name}} deleted", { name: week.name }) };
}
