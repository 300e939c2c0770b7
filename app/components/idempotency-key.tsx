import { IDEMPOTENCY_KEY_FIELD } from "~/schemas/fees";

/**
 * A payment form's one-time key, made by the loader when the form is drawn: the same form sent twice (a double
 * tap, a resend after a slow network) records once and answers with the same receipt.
 */
export function IdempotencyKey({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={value} />;
}
