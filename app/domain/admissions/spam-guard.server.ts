import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "~/config.server";
import { invalid } from "../core/errors.server";
import { createRateLimit } from "../core/rate-limit.server";
import { now } from "../core/time.server";

/**
 * The public 'Enquire' form is guarded without an outside CAPTCHA (decision 200): a field people never see,
 * which robots fill; the moment the form was drawn, signed, so a form sent back faster than a person types is
 * refused (and an old or forged one is asked to be opened again); and a count of enquiries per address.
 */

/** Nobody types a name and a mobile number in less. */
export const FASTEST_PERSON_MS = 3000;
/** A form kept open longer is drawn again (its signed time says when it was drawn). */
const OLDEST_FORM_MS = 24 * 60 * 60_000;

const enquiriesPerAddress = createRateLimit({
  name: "enquiry",
  // A family asking for two children, a school office for a few: more in an hour from one network is a robot.
  limit: 10,
  windowMs: 60 * 60_000,
  message: "Too many enquiries from this network. Please call the institute, or try again in an hour.",
});

const signatureOf = (drawn: string) =>
  createHmac("sha256", config.SESSION_SECRETS[0]).update(`enquiry-form:${drawn}`).digest("base64url");

/**
 * The moment a form is drawn and a few random letters, signed: the form carries it back. The random part makes each
 * drawn form's value its own (two visitors in one millisecond), so it also names the form when it is sent again.
 */
export function signedFormTime(at = now()) {
  const drawn = `${at.getTime()}.${randomBytes(6).toString("base64url")}`;
  return `${drawn}.${signatureOf(drawn)}`;
}

/** When the signed time says the form was drawn, or null for anything this site did not sign. */
function drawnAt(signed: string) {
  const match = /^((\d{1,15})\.[A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{43})$/.exec(signed);
  if (!match) return null;
  const expected = Buffer.from(signatureOf(match[1]));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[2]) : null;
}

const REFUSED = "This form could not be sent. Please open the Enquire page again and send it from there.";

/** Refuses what a robot sends (the trap filled, the form's time missing, forged, too fast or too old), then counts it. */
export async function guardPublicForm(form: { honeypot: string; formTime: string }, address: string) {
  if (form.honeypot.trim() !== "") throw invalid(REFUSED);
  const drawn = drawnAt(form.formTime);
  const age = drawn === null ? null : now().getTime() - drawn;
  if (age === null || age > OLDEST_FORM_MS || age < 0) throw invalid(REFUSED);
  if (age < FASTEST_PERSON_MS)
    throw invalid("That was quicker than anyone types. Please check what you wrote and send it again.");
  await enquiriesPerAddress.hit(address, now().getTime());
}
