import { tooMany } from "./errors.server";

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter kept in memory: the app runs as one process, so no shared store is needed.
 * `hit` counts an attempt and fails once the limit for that key is passed within the window.
 */
export function createRateLimit({ limit, windowMs, message }: { limit: number; windowMs: number; message: string }) {
  const windows = new Map<string, Window>();

  function sweep(now: number) {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    hit(key: string, now = Date.now()) {
      sweep(now);
      const current = windows.get(key);
      const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      if (window.count > limit) throw tooMany(message);
    },
    check(key: string, now = Date.now()) {
      const current = windows.get(key);
      if (current && current.resetAt > now && current.count >= limit) throw tooMany(message);
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}
