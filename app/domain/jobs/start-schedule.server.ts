import { onPostgres } from "~/config.server";
import type { Job } from "./schedule.server";
import { startInProcessSchedule } from "./schedule.server";

export type Schedule = { stop: () => Promise<void> };

/**
 * The one `schedule`: starts looking at the jobs, in this process on SQLite (one instance), through the job queue
 * in PostgreSQL when several instances may run (decision 197). `stop` ends the looking and waits for work under way.
 */
export async function startSchedule(jobs: Job[]): Promise<Schedule> {
  if (!onPostgres()) return startInProcessSchedule(jobs);
  const { startQueueSchedule } = await import("./queue-schedule.server");
  return startQueueSchedule(jobs);
}
