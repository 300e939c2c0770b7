import { forgetOldSignInAddresses } from "../accounts/sign-in-throttle.server";
import { forgetOldCounts } from "../core/rate-limit.server";
import { periodOf } from "./occasions.server";
import type { Job } from "./schedule.server";

const HOUR_MS = 60 * 60_000;

/** Limits' counts and sign-in addresses that can no longer hold anyone back are deleted every hour. */
export const forgetOldCountsJob: Job = {
  name: "forget-old-counts",
  everyMs: HOUR_MS,
  occasionAt: periodOf(HOUR_MS),
  work: async (tx, { at }) => {
    await forgetOldCounts(tx, at.getTime());
    await forgetOldSignInAddresses(tx, at.getTime());
  },
};
