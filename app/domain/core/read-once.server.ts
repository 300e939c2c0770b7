import { AsyncLocalStorage } from "node:async_hooks";
import { dataVersion } from "~/db/data-version.server";

/**
 * What every page reads and seldom changes (the Site page's settings, the student's batch, the subjects a student
 * sees) is read once per page built, and on SQLite once until anything is written to the database (issue 37): the
 * data version (app/db/data-version.server.ts) changes with every write, so no page shows a change late. Only
 * pages are built inside a scope, never a change: a form post's action writes, and the page built after it in the
 * same request must read what the action left (app/http/read-once-middleware.server.ts opens scopes for GET and
 * HEAD). Outside a scope (a job, a test, an action) every read reads.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Reads kept across pages while the data version they were read at stands; the oldest go first. */
const kept = new Map<string, { version: number; reading: Promise<unknown> }>();
const MAX_KEPT = 2000;

/** Runs the building of one page with its own memory of reads. */
export const withReadsOnce = <T>(work: () => T) => scope.run(new Map(), work);

/** The answer to `key` read within this page or at the current data version, or a fresh read outside a page. */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = scope.getStore();
  if (!reads) return read();
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  // The version before the read: a write that lands during it leaves the answer under an older version.
  const version = dataVersion();
  const still = version === null ? undefined : kept.get(key);
  const reading = still?.version === version ? (still.reading as Promise<T>) : read();
  reads.set(key, reading);
  if (version !== null && still?.reading !== reading) keep(key, version, reading);
  // A failed read is not remembered: the next ask reads again.
  reading.catch(() => {
    if (reads.get(key) === reading) reads.delete(key);
    if (kept.get(key)?.reading === reading) kept.delete(key);
  });
  return reading;
}

function keep(key: string, version: number, reading: Promise<unknown>) {
  kept.delete(key);
  kept.set(key, { version, reading });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}
