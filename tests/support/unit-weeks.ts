import { expect } from "vitest";
import { DomainError } from "~/domain/core/errors.server";
import { addSlots } from "~/domain/doubts/slots.server";
import { createWeek } from "~/domain/doubts/weeks.server";
import type { SlotInput } from "~/schemas/weeks";

export const teacher = {
  id: 0,
  email: "teacher@unit.test",
  firstName: "Meera",
  lastName: "T",
  role: "teacher" as const,
  batchId: null,
};
export const student = { ...teacher, email: "student@unit.test", role: "student" as const };

/** The Monday of the week the unit tests' clocks (`now`) are set in: Saturday 21 to Tuesday 24 November 2026. */
export const TEST_WEEK = "2026-11-23";

/** A fresh week with the given slots; it becomes the newest week, the one visitors are offered. */
export async function weekWithSlots(name: string, slots: SlotInput[], startsOn = TEST_WEEK) {
  const { week } = await createWeek(teacher, { week_name: name, starts_on: startsOn });
  await addSlots(teacher, week.id, slots);
  return week;
}

/** The DomainError a promise fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
