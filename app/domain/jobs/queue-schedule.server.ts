import PgBoss from "pg-boss";
import { config } from "~/config.server";
import { now } from "../core/time.server";
import { type Job, runJob } from "./schedule.server";

/** pg-boss keeps its tables in a schema of their own in the institute's database. */
const QUEUE_SCHEMA = "pgboss";

/** pg-boss's cron looks at most once a minute: a job looking more often is looked at every minute. */
export function cronFor(everyMs: number) {
  const minutes = Math.min(60, Math.max(1, Math.round(everyMs / 60_000)));
  if (minutes === 60) return "0 * * * *";
  return minutes === 1 ? "* * * * *" : `*/${minutes} * * * *`;
}

/**
 * Timed work on PostgreSQL, for any number of instances (decision 197): pg-boss, a maintained queue in the same
 * database, sends each job's look once per cron tick however many instances run (its clock is kept in the
 * database), and one instance's worker takes it. The look itself is `runJob`, which runs an occasion once (its
 * JobRun row), so a look sent twice, or retried after an instance died holding it, does no work twice. Each
 * instance also sends one look at start, with a singleton key so that instances starting together send one.
 */
export function startQueueSchedule(jobs: Job[]) {
  const boss = new PgBoss({
    connectionString: config.DATABASE_URL,
    schema: QUEUE_SCHEMA,
    application_name: "coaching-institute-jobs",
    max: 2,
  });
  boss.on("error", (error) => console.error("The job queue:", error));
  const started = (async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name);
      await boss.schedule(job.name, cronFor(job.everyMs), undefined, { tz: "UTC" });
      await boss.work(job.name, async () => {
        await runJob(job, now());
      });
      await boss.send(job.name, {}, { singletonKey: `start:${job.name}`, singletonSeconds: 60 });
    }
  })().catch((error) => console.error("The job queue did not start:", error));
  return {
    async stop() {
      await started;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
