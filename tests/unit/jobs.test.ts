import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { config, onPostgres } from "~/config.server";
import { db } from "~/db.server";
import { now, setClock } from "~/domain/core/time.server";
import { type Job, runJob, startInProcessSchedule } from "~/domain/jobs/schedule.server";

// The schedule's promise: each occasion of a job runs once, whoever looks at it and however often.

let count = 0;
/** A daily job (occasion: the UTC date) whose work counts its runs in a list, or fails when told to. */
function countingJob(options: { fail?: () => boolean; afterClaim?: boolean } = {}) {
  const runs: string[] = [];
  const work = async ({ occasion }: { occasion: string }) => {
    if (options.fail?.()) throw new Error("the work failed");
    runs.push(occasion);
  };
  const timing = { name: `counting-${++count}`, everyMs: 20, occasionAt: (at: Date) => at.toISOString().slice(0, 10) };
  const job: Job = options.afterClaim
    ? { ...timing, workAfterClaim: work }
    : { ...timing, work: (_tx, occasion) => work(occasion) };
  return { job, runs };
}

/** Another process's claim of an occasion, held in an open transaction for half a second, on the test's database. */
function claimingScript(name: string, occasion: string) {
  const values = JSON.stringify([name, occasion]);
  if (onPostgres())
    return `const { Client } = require("pg");
      const db = new Client({ connectionString: ${JSON.stringify(config.DATABASE_URL)} });
      (async () => {
        await db.connect();
        await db.query("BEGIN");
        await db.query('INSERT INTO "JobRun" ("name", "occasion", "ranAt") VALUES ($1, $2, now())', ${values});
        console.log("claimed");
        setTimeout(async () => { await db.query("COMMIT"); process.exit(0); }, 500);
      })();`;
  return `const Database = require("better-sqlite3");
    const db = new Database(${JSON.stringify(config.DATABASE_URL.replace(/^file:/, ""))}, { timeout: 5000 });
    db.exec("BEGIN IMMEDIATE");
    db.prepare('INSERT INTO "JobRun" ("name", "occasion", "ranAt") VALUES (?, ?, ?)').run(...${values}, Date.now());
    console.log("claimed");
    setTimeout(() => { db.exec("COMMIT"); process.exit(0); }, 500);`;
}

describe("a scheduled job", { timeout: 30_000 }, () => {
  it("runs each occasion once, however many times it is looked at, even at the same moment", async () => {
    const { job, runs } = countingJob();
    const day = new Date("2030-01-01T10:00:00Z");
    const looks = await Promise.all([
      runJob(job, day),
      runJob(job, day),
      runJob(job, new Date("2030-01-01T20:00:00Z")),
    ]);
    expect(looks.filter(Boolean)).toHaveLength(1);
    expect(await runJob(job, new Date("2030-01-02T10:00:00Z"))).toBe(true);
    expect(runs).toEqual(["2030-01-01", "2030-01-02"]);
  });

  it("does nothing for an occasion another process has claimed, waiting for it to finish first", async () => {
    const { job, runs } = countingJob();
    // Another process claims 2030-01-01 and holds its transaction for a while before it commits.
    const other = spawn(process.execPath, ["-e", claimingScript(job.name, "2030-01-01")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Listened for from the start: the other process may commit and exit while this one's look is still waiting.
    const exited = once(other, "exit");
    await once(other.stdout, "data");
    expect(await runJob(job, new Date("2030-01-01T10:00:00Z"))).toBe(false);
    await exited;
    expect(runs).toEqual([]);
  });

  it("writes no occasion when its work fails, so the next look does it", async () => {
    let failing = true;
    const { job, runs } = countingJob({ fail: () => failing });
    const at = new Date("2030-01-03T10:00:00Z");
    await expect(runJob(job, at)).rejects.toThrow("the work failed");
    expect(await db.jobRun.count({ where: { name: job.name } })).toBe(0);
    failing = false;
    expect(await runJob(job, at)).toBe(true);
    expect(runs).toEqual(["2030-01-03"]);
  });

  it("claims work that runs outside the transaction first: a failure is not tried again that occasion", async () => {
    const { job, runs } = countingJob({ fail: () => true, afterClaim: true });
    const at = new Date("2030-01-04T10:00:00Z");
    await expect(runJob(job, at)).rejects.toThrow("the work failed");
    expect(await runJob(job, at)).toBe(false);
    expect(runs).toEqual([]);
  });

  it("is looked at by the schedule at once and then by the server's clock", async () => {
    const { job, runs } = countingJob();
    try {
      setClock(new Date("2030-02-01T10:00:00Z"));
      const schedule = startInProcessSchedule([job]);
      await expect.poll(() => runs).toEqual(["2030-02-01"]);
      setClock(new Date("2030-02-02T10:00:00Z"));
      await expect.poll(() => runs).toEqual(["2030-02-01", "2030-02-02"]);
      await schedule.stop();
      setClock(new Date("2030-02-03T10:00:00Z"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runs).toEqual(["2030-02-01", "2030-02-02"]);
    } finally {
      setClock(new Date());
    }
  });

  it("reads a clock that runs on from where it was set", async () => {
    try {
      setClock(new Date("2030-03-01T00:00:00Z"));
      await new Promise((resolve) => setTimeout(resolve, 60));
      const shown = now().getTime() - Date.parse("2030-03-01T00:00:00Z");
      expect(shown).toBeGreaterThanOrEqual(50);
      expect(shown).toBeLessThan(5_000);
    } finally {
      setClock(new Date());
    }
  });
});
