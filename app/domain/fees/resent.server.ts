import { newOneTimeToken } from "../accounts/one-time-tokens.server";
import { conflict } from "../core/errors.server";

/**
 * A payment form carries a one-time key made when it is drawn (an API call may send one as `Idempotency-Key`);
 * the payment or report it makes keeps the key (unique), so the same form sent again finds what it made the
 * first time and answers the same, instead of recording it twice.
 */
export const newIdempotencyKey = () => newOneTimeToken().token;

/**
 * What the first sending of this key made, when the resent request asks for the same thing; a key that
 * already made something else is refused, as a form kept open (or a client's key) must not stand for two payments.
 */
export function firstSending<Row>(earlier: Row | null, sameRequest: (row: Row) => boolean) {
  if (earlier && !sameRequest(earlier))
    throw conflict("This form was already sent for a different payment: open it again to send a new one");
  return earlier;
}
