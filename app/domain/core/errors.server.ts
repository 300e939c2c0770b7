/**
 * The few ways a domain function fails. Routes map them to an HTTP status, a toast for screens,
 * and `{ valid: false, message }` for the API (app/http/api.server.ts).
 */
export type FailureKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "gone"
  | "conflict"
  | "too_large"
  | "too_many"
  | "unavailable";

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
/** Something that existed and was ended on purpose (a revoked parent link): 410. */
export const gone = (message: string) => new DomainError("gone", message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new DomainError("conflict", message, fieldErrors);
export const tooMany = (message: string) => new DomainError("too_many", message);
export const tooLarge = (message: string) => new DomainError("too_large", message);
/** An outside service (the AI, Zoom) is not set up, failed or timed out. */
export const unavailable = (message: string) => new DomainError("unavailable", message);

export const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  unavailable: 503,
};
