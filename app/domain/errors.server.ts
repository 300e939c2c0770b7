/**
 * The few ways a domain function fails. Routes map them to an HTTP status, a toast for screens,
 * and `{ valid: false, message }` for the API (app/http/problems.server.ts).
 */
export type FailureKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "too_many"
  | "upstream";

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string, fieldErrors?: FieldErrors) => new DomainError("invalid", message, fieldErrors);
export const unauthenticated = (message = "Please sign in to continue.") => new DomainError("unauthenticated", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not_found", message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new DomainError("conflict", message, fieldErrors);
export const tooMany = (message: string) => new DomainError("too_many", message);
export const tooLarge = (message: string) => new DomainError("too_large", message);
/** An outside service we depend on (e.g. the meeting provider) failed; nothing the caller sent was wrong. */
export const upstreamFailed = (message: string) => new DomainError("upstream", message);

export const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  upstream: 502,
};
