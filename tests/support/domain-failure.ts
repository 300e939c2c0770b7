import { expect } from "vitest";
import { DomainError } from "~/domain/core/errors.server";

/** The DomainError a domain call fails with; the test fails if it succeeds or fails otherwise. */
export async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
