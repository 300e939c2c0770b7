import { periodOf } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { sweepStaleImports } from "./imports.server";

const HOUR_MS = 60 * 60_000;

/** Uploads of imports never finished are removed, with their files, a day after they came (every hour). */
export const staleImportsJob: Job = {
  name: "stale-imports",
  everyMs: HOUR_MS,
  occasionAt: periodOf(HOUR_MS),
  workAfterClaim: ({ at }) => sweepStaleImports(at),
};
