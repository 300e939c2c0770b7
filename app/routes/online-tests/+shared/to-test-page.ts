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

/**
 * From a page of the attempt: answers to a section whose clock ran out go back to the section being taken, with
 * what happened; whatever else stops the test is said on its page, as above.
 */
export function toAttemptPage(context: Readonly<RouterContextProvider>, testId: number, error: unknown) {
  const refusal = refusalOf(error, ["conflict"]);
  if (refusal?.fieldErrors?.section)
    return redirectWithToast(context, `/test/${testId}/attempt`, "error", refusal.message);
  return toTestPage(context, testId, error);
}
