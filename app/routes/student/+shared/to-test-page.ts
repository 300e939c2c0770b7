import type { RouterContextProvider } from "react-router";
import { DomainError } from "~/domain/errors.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * What stops an online test (time up, already submitted, not started) is said on the test's own page,
 * where the student sees what happened to their attempt. Anything else is a real failure.
 */
export function toTestPage(context: Readonly<RouterContextProvider>, testId: number, error: unknown) {
  if (error instanceof DomainError && (error.kind === "conflict" || error.kind === "not_found")) {
    return redirectWithToast(context, `/testDetails/${testId}`, "error", error.message);
  }
  throw error;
}
