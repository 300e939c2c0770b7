import { tooMany } from "./errors.server";

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter kept in memory: the app runs as one process, so no shared store is needed.
 * `hit` counts an attempt and fails once the limit for that key is passed within the window; `check`
 * fails once it is reached, without counting.
 */
export function createRateLimit({ limit, windowMs, message }: { limit: number; windowMs: number; message: string }) {
  const windows = new Map<string, Window>();

  function sweep(now: number) {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  /** Counts one attempt and returns the window's count. */
  function note(key: string, now = Date.now()) {
    sweep(now);
    const current = windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    windows.set(key, window);
    return window.count;
  }

  return {
    hit(key: string, now = Date.now()) {
      if (note(key, now) > limit) throw tooMany(message);
    },
    /** Counts an attempt that is never refused itself (a cancellation) but spends the allowance. */
    note,
    check(key: string, now = Date.now()) {
      const current = windows.get(key);
      if (current && current.resetAt > now && current.count >= limit) throw tooMany(message);
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}

type Bucket = { tokens: number; at: number };

/**
 * A burst, then a steady pace (a token bucket kept in memory): `burst` attempts at once for one key,
 * as a whole class registering together on the institute's Wi-Fi, then one more each time an hour
 * divided by `perHour` has passed, so one address creating hundreds of accounts is slowed to that pace.
 * `message` gets the minutes to wait before the next attempt would be let through.
 */
export function createBurstLimit({
  burst,
  perHour,
  message,
}: {
  burst: number;
  perHour: number;
  message: (minutes: number) => string;
}) {
  const buckets = new Map<string, Bucket>();
  const refillMs = (60 * 60_000) / perHour;
  const tokensAt = (bucket: Bucket | undefined, now: number) =>
    bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) / refillMs) : burst;

  function sweep(now: number) {
    if (buckets.size < 10_000) return;
    for (const [key, bucket] of buckets) if (tokensAt(bucket, now) >= burst) buckets.delete(key);
  }

  return {
    hit(key: string, now = Date.now()) {
      sweep(now);
      const tokens = tokensAt(buckets.get(key), now);
      // The wait in whole seconds first, so that float dust never adds a minute.
      const waitSeconds = Math.round(((1 - tokens) * refillMs) / 1000);
      if (tokens < 1) throw tooMany(message(Math.max(1, Math.ceil(waitSeconds / 60))));
      buckets.set(key, { tokens: tokens - 1, at: now });
    },
  };
}
