import type { RouterContextProvider } from "react-router";
import { pageFailure } from "~/http/pages.server";
import { refusalOf } from "~/http/refusals.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * What stops an online test (time up, already submitted, not started) is said on the test's own page,
 * where the student sees what happened to their attempt. Any other refusal (a test the student may not take)
 * is answered as a page's is, with its status; anything else is a real failure.
 */
export function toTestPage(context: Readonly<RouterContextProvider>, testId: number, error: unknown) {
  const stopped = refusalOf(error, ["conflict", "not_found"]);
  if (stopped) return redirectWithToast(context, `/testDetails/${testId}`, "error", stopped.message);
  return pageFailure(error);
}
