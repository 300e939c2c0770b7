import type { RouterContextProvider } from "react-router";
import { DomainError } from "~/domain/core/errors.server";
import { pageFailure } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * What stops an online test (time up, already submitted, not started) is said on the test's own page,
 * where the student sees what happened to their attempt. Any other refusal (a test the student may not take)
 * is answered as a page's is, with its status; anything else is a real failure.
 */
export function toTestPage(context: Readonly<RouterContextProvider>, testId: number, error: unknown) {
  if (error instanceof DomainError && (error.kind === "conflict" || error.kind === "not_found")) {
    return redirectWithToast(context, `/testDetails/${testId}`, "error", error.message);
  }
  return pageFailure(error);
}
