import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a page reads more than once while it is built (the student's batch in the frame and in the page, the
 * subjects a student sees in every list of the dashboard) is read once per request (issue 37). Only pages are
 * built inside a scope, never a change: a form post's action writes, and the page built after it in the same
 * request must read what the action left (app/http/read-once-middleware.server.ts opens scopes for GET and HEAD).
 * Outside a scope (a job, a test, an action) every read reads.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs the building of one page with its own memory of reads. */
export const withReadsOnce = <T>(work: () => T) => scope.run(new Map(), work);

/** The first answer to `key` within the page being built, or a fresh read outside one. */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = scope.getStore();
  if (!reads) return read();
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  reads.set(key, reading);
  // A failed read is not remembered: the next ask reads again.
  reading.catch(() => reads.get(key) === reading && reads.delete(key));
  return reading;
}
