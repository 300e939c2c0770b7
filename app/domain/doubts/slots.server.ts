import { db } from "~/db.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { SlotInput } from "~/schemas/weeks";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { numericIdOf } from "../core/ids.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { findWeek } from "./weeks.server";

const keyOf = (slot: { day: string; time: string }) => `${slot.day} ${slot.time}`;

/** Adds the slots a week does not have yet; asking again for the same times adds nothing. */
export async function addSlots(actor: Actor, rawWeekId: unknown, slots: SlotInput[]) {
  const week = await findWeek(actor, rawWeekId);
  if (slots.some((slot) => slot.week_id !== undefined && slot.week_id !== week.id)) {
    throw invalid("Every slot's week_id must be the week in the address.");
  }
  if (week.completed)
    throw conflict(requestTranslator()("{{name}} is completed, so it takes no new slots.", { name: week.name }));

  const existing = await db.slot.findMany({ where: { weekId: week.id }, select: { day: true, time: true } });
  const taken = new Set(existing.map(keyOf));
  const missing = new Map<string, SlotInput>();
  for (const slot of slots) if (!taken.has(keyOf(slot))) missing.set(keyOf(slot), slot);

  try {
    await db.slot.createMany({
      data: [...missing.values()].map((slot) => ({ weekId: week.id, day: slot.day, time: slot.time })),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict("Someone changed this week's slots at the same moment. Please try again.");
  }
  const created = missing.size;
  const t = requestTranslator();
  const message =
    created === 0
      ? t("{{name}} already has all these slots.", { name: week.name })
      : t("{{count}} new slots added to {{name}}", { count: created, name: week.name });
  return { created, message };
}

/** How many slots a week has on each day that has any, for the slots form to show. */
export async function slotCountsByDay(weekId: number): Promise<Partial<Record<string, number>>> {
  const days = await db.slot.groupBy({ by: ["day"], where: { weekId }, _count: { _all: true } });
  return Object.fromEntries(days.map((day) => [day.day, day._count._all]));
}

/** Deletes a slot nobody has booked; one statement, so a booking arriving meanwhile keeps its slot. */
export async function deleteSlot(actor: Actor, rawSlotId: unknown) {
  assertTeacher(actor);
  const id = numericIdOf(rawSlotId, "Slot");
  const { count } = await db.slot.deleteMany({ where: { id, doubts: { none: {} } } });
  if (count === 1) return { message: "Slot deleted" };
  const exists = await db.slot.count({ where: { id } });
  if (!exists) throw notFound("Slot not found");
  throw conflict("This slot has a booking, so it cannot be deleted.");
}
