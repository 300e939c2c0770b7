import { IDEMPOTENCY_KEY_FIELD } from "~/schemas/fees";

/**
 * The payload with the call's `Idempotency-Key` header as its idempotency key, when the header is sent: the
 * same key sent again records nothing more and answers as the first call did (the body may carry the field too).
 */
export function withIdempotencyKey(request: Request, body: Record<string, unknown>) {
  const key = request.headers.get("Idempotency-Key");
  return key === null ? body : { ...body, [IDEMPOTENCY_KEY_FIELD]: key };
}
