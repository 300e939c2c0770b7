/** What a provider said to one message: taken (with its id), refused for good, or to be tried again later. */
export type SendOutcome =
  | { kind: "sent"; providerId: string }
  | { kind: "refused"; reason: string }
  | { kind: "retry"; reason: string };

/** A provider's own call is given this long; a slower answer is tried again later. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The outcome of a failed call: the network, a timeout, a provider's 5xx or its rate limit come again. */
export const retryOrRefuse = (status: number, reason: string): SendOutcome =>
  status === 429 || status >= 500 ? { kind: "retry", reason } : { kind: "refused", reason };

export const unreachable = (error: unknown): SendOutcome => ({
  kind: "retry",
  reason: error instanceof Error ? error.message.slice(0, 300) : String(error),
});
