import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createRateLimit } from "~/domain/core/rate-limit.server";
import { forgetOldCountsJob } from "~/domain/jobs/forget-old-counts.server";
import { runJob } from "~/domain/jobs/schedule.server";

const HOUR = 60 * 60_000;
const limitNamed = (name: string) => createRateLimit({ name, limit: 5, windowMs: HOUR, message: "Too many" });

describe("limits kept in the database", () => {
  it("count together across instances: two processes' limits of one name share the count", async () => {
    // Each instance of the app builds its own limit object at start; they meet only in the database.
    const [first, second] = [limitNamed("unit-shared"), limitNamed("unit-shared")];
    const now = Date.UTC(2026, 10, 27, 10);
    const answers = [];
    for (let n = 0; n < 8; n++) {
      const limit = n % 2 ? second : first;
      answers.push(
        await limit.hit("203.0.113.9", now + n).then(
          () => "ok",
          () => "refused",
        ),
      );
    }
    expect(answers).toEqual(["ok", "ok", "ok", "ok", "ok", "refused", "refused", "refused"]);
    await expect(first.check("203.0.113.9", now)).rejects.toThrow("Too many");
    // A new window starts an hour after the first attempt.
    await second.hit("203.0.113.9", now + HOUR + 1);
  });

  it("let exactly the limit through when 30 attempts arrive at once", async () => {
    const limit = limitNamed("unit-burst-at-once");
    const now = Date.UTC(2026, 10, 27, 11);
    const answers = await Promise.allSettled(Array.from({ length: 30 }, () => limit.hit("198.51.100.3", now)));
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(5);
  });

  it("are deleted by the hourly job once a day has passed without an attempt", async () => {
    const limit = limitNamed("unit-forgotten");
    const then = Date.UTC(2026, 10, 20, 9);
    await limit.hit("192.0.2.44", then);
    await limit.hit("192.0.2.45", then + 23 * HOUR);
    expect(await runJob(forgetOldCountsJob, new Date(then + 24 * HOUR + 1))).toBe(true);
    const left = await db.limitCount.findMany({ where: { key: { startsWith: "unit-forgotten:" } } });
    expect(left.map((row) => row.key)).toEqual(["unit-forgotten:192.0.2.45"]);
    // The same hour's occasion does not run twice.
    expect(await runJob(forgetOldCountsJob, new Date(then + 24 * HOUR + 2))).toBe(false);
  });
});
