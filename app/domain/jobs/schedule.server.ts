import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { isUniqueViolation } from "../core/unique-violation.server";

type Tx = Prisma.TransactionClient;

/** One occasion of a job: its name ("2027-02-17" for a daily job) and the instant it was looked at. */
export type Occasion = { occasion: string; at: Date };

/**
 * Timed work: its name, how often to look whether an occasion is due, which occasion is due at an instant (a day,
 * a period; null when none is yet), and the work. Each occasion runs once, however many processes look at it: its
 * JobRun row is written first, and a second writer of the same row does nothing. `work` runs in the transaction
 * that writes the row, so the occasion and what it did are committed together or not at all (a failure is tried
 * again at the next look). `workAfterClaim` is for work that must not hold the database's write lock while it
 * runs (a backup reads the database for seconds): the row is committed first, so that occasion is tried at most once.
 */
export type Job = {
  name: string;
  everyMs: number;
  occasionAt: (at: Date) => string | null;
} & (
  | { work: (tx: Tx, occasion: Occasion) => Promise<unknown>; workAfterClaim?: never }
  | { workAfterClaim: (occasion: Occasion) => Promise<unknown>; work?: never }
);

/** JobRun rows are kept this long, then deleted: occasions are never that old when they are looked at. */
const KEEP_RUNS_MS = 7 * 86_400_000;

const ranBefore = Symbol("the occasion ran before");

async function claimAndRun(job: Job, occasion: Occasion) {
  const claim = (tx: Tx) =>
    tx.jobRun.create({ data: { name: job.name, occasion: occasion.occasion, ranAt: occasion.at } }).catch((error) => {
      throw isUniqueViolation(error) ? ranBefore : error;
    });
  try {
    if (job.work) {
      const work = job.work;
      await inTransaction(async (tx) => {
        await claim(tx);
        await work(tx, occasion);
      });
    } else {
      await inTransaction(claim);
      await job.workAfterClaim(occasion);
    }
  } catch (error) {
    if (error === ranBefore) return false;
    throw error;
  }
  await db.jobRun.deleteMany({
    where: { name: job.name, ranAt: { lt: new Date(occasion.at.getTime() - KEEP_RUNS_MS) } },
  });
  return true;
}

/** Runs the occasion of `job` due at `at` (the server's clock) unless it ran before; true when this call did it. */
export async function runJob(job: Job, at = now()) {
  const occasion = job.occasionAt(at);
  return occasion !== null && claimAndRun(job, { occasion, at });
}

/**
 * Looks at each job at once and then every `everyMs` of its own, in this process, one look of a job at a time
 * (SQLite: one instance). `stop` ends the looking and waits for work under way.
 */
export function startInProcessSchedule(jobs: Job[]) {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  for (const job of jobs) {
    // The occasion this process saw done, so that it does not ask the database again until the next one.
    let done: string | null = null;
    const look = async () => {
      const at = now();
      const occasion = job.occasionAt(at);
      if (occasion === null || occasion === done) return;
      await runJob(job, at);
      done = occasion;
    };
    const lookThenWait = (delayMs: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = look()
          .catch((error) => console.error(`The scheduled job ${job.name} failed:`, error))
          .finally(() => {
            running.delete(run);
            lookThenWait(job.everyMs);
          });
        running.add(run);
      }, delayMs);
      timer.unref();
      timers.add(timer);
    };
    lookThenWait(0);
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
