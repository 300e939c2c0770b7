import { dateIn, wallClock } from "../core/time.server";

/** Occasions that jobs count in (app/domain/jobs/schedule.server.ts). */

/** Every `periodMs` since 1970 is one occasion, named by the UTC instant it starts. */
export const periodOf = (periodMs: number) => (at: Date) =>
  new Date(Math.floor(at.getTime() / periodMs) * periodMs).toISOString();

/** Each calendar day in `timeZone` is one occasion ("2027-02-17"), due once its wall clock shows `hour`. */
export const dayFrom = (hour: number, timeZone: string) => (at: Date) =>
  wallClock(at, timeZone).hour >= hour ? dateIn(at, timeZone) : null;
