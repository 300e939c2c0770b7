import { z } from "zod";

/** What a mobile number field says when it cannot read one. */
export const MOBILE_EXPECTED = "Enter a 10-digit Indian mobile number, e.g. 98765 43210 (a leading 0 or +91 is fine)";

/**
 * An Indian mobile number as people type it (spaces, dashes, a leading 0, +91 or 91) in E.164,
 * `+91XXXXXXXXXX`; null when it is not one. Indian mobile numbers have 10 digits and start with 6 to 9.
 */
export function indianMobileToE164(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, "");
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** A required mobile number, stored as E.164. */
export const mobileField = z
  .string({ error: MOBILE_EXPECTED })
  .trim()
  .max(40, MOBILE_EXPECTED)
  .transform((typed, context) => {
    const e164 = indianMobileToE164(typed);
    if (e164) return e164;
    context.addIssue({ code: "custom", message: MOBILE_EXPECTED });
    return z.NEVER;
  });
