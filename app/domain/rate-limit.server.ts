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
