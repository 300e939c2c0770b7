import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { comingMonday, dateOfDay, shortDay } from "../../app/domain/core/calendar-days";
import type { Weekday } from "../../app/domain/core/weekdays";
import { uniqueName } from "./people";

/** The first day a new week gets unless told otherwise: the coming Monday in the institute's zone (IST). */
export const defaultWeekStart = () => comingMonday(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));

/** How the day lists name a weekday of a week starting on `startsOn` (by default a new week's): "Tue 1 Dec". */
export const dayLabel = (day: string, startsOn = defaultWeekStart()) => shortDay(dateOfDay(startsOn, day as Weekday));

// Inside the e2e server's run folder, which each run starts afresh.
const LOCK = path.resolve("test-results", "e2e-server", "newest-week.lock");
const ABANDONED_MS = 120_000;

/**
 * /slot offers the newest ongoing week, and all tests share one database. A test that adds a week holds
 * this lock while it needs /slot to offer that week, so no other test's new week takes its place.
 * mkdir either creates the folder or fails, atomically, so this works across Playwright's workers.
 */
export async function withNewestWeek<T>(run: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await stat(LOCK).catch(() => null);
      // A holder that died (a crashed worker) never lets go; its lock is taken over after a while.
      if (held && Date.now() - held.mtimeMs > ABANDONED_MS) await rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

export type OfferedSlot = { id: number; day: string; time: string; date: string };

/**
 * A new week with these slots, made through the API, and the free slots /slot then offers from it.
 * `whileNewest` runs before the lock is let go, for a test that needs /slot to show this week.
 */
export async function newWeekWithSlots(
  request: APIRequestContext,
  teacher: string,
  slots: { day: string; time: string }[],
  whileNewest?: (created: { weekId: number; slots: OfferedSlot[] }) => Promise<void>,
  startsOn?: string,
) {
  return withNewestWeek(async () => {
    const headers = { Authorization: teacher };
    const created = await request.post("/api/v1/meetings/postNewWeek", {
      headers,
      data: { details: { week_name: uniqueName("API week"), starts_on: startsOn } },
    });
    expect(created.status()).toBe(201);
    const { week } = await created.json();
    const added = await request.post(`/api/v1/meetings/slots/${week.id}`, {
      headers,
      data: { slots: slots.map((slot) => ({ ...slot, week_id: week.id, duration: 15 })) },
    });
    expect(added.status()).toBe(201);
    const offer = await (await request.get("/api/v1/meetings/bookingDetails")).json();
    expect(offer.week.id).toBe(week.id);
    await whileNewest?.({ weekId: week.id, slots: offer.slots });
    return {
      week: week as { id: number; week_name: string; week_number: number; starts_on: string; ends_on: string },
      slots: offer.slots as OfferedSlot[],
    };
  });
}

/** Books a slot's session through the API, as a visitor. */
export function book(request: APIRequestContext, slot: OfferedSlot, email: string) {
  return request.post(`/api/v1/meetings/doubtRequest/${slot.id}`, {
    data: { details: { user_email: email, doubt_type: "Trigonometry", class: "Class 10th", date: slot.date } },
  });
}
