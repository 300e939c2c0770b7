import { describe, expect, it } from "vitest";
import { onPostgres } from "~/config.server";
import { db } from "~/db.server";
import { cronFor } from "~/domain/jobs/queue-schedule.server";
import type { Job } from "~/domain/jobs/schedule.server";
import { startSchedule } from "~/domain/jobs/start-schedule.server";

describe("pg-boss's cron for a job's look", () => {
  it("looks every minute at most, and every hour at least", () => {
    expect([15_000, 60_000, 5 * 60_000, 60 * 60_000, 24 * 60 * 60_000].map(cronFor)).toEqual([
      "* * * * *",
      "* * * * *",
      "*/5 * * * *",
      "0 * * * *",
      "0 * * * *",
    ]);
  });
});

// On PostgreSQL the schedule is pg-boss in the same database (decision 197); SQLite's in-process schedule is
// tested in jobs.test.ts.
describe.skipIf(!onPostgres())("the job queue on PostgreSQL", { timeout: 60_000 }, () => {
  it("runs a job's occasion once when two instances' schedules start together", async () => {
    const occasion = `once-${process.pid}-${Date.now()}`;
    let runs = 0;
    const job: Job = {
      name: `unit-queue-${process.pid}`,
      everyMs: 60 * 60_000,
      occasionAt: () => occasion,
      work: async () => {
        runs += 1;
      },
    };
    const [first, second] = await Promise.all([startSchedule([job]), startSchedule([job])]);
    try {
      await expect.poll(() => db.jobRun.count({ where: { name: job.name, occasion } }), { timeout: 30_000 }).toBe(1);
      // Time for a second look, had the two starts sent two.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(runs).toBe(1);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
