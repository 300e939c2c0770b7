import { db } from "~/db.server";
import type { UpiReportInput } from "~/schemas/fees";
import { idOfToken, looksLikeToken } from "../accounts/one-time-tokens.server";
import { gone, notFound } from "../core/errors.server";
import { reportUpiPaymentBy } from "../fees/upi.server";
import { LINK_NOT_VALID } from "./family-page.server";

/**
 * 'I have paid' from the parent's page: the link is the guardian's say-so (they have no account), so the report is
 * of their student's account and from them; the teacher confirms it as any other. Nothing is recorded as an
 * opening of the page. A made-up token is "not found", a revoked one "gone", in the page's own words.
 */
export async function reportUpiPaymentFromFamily(token: string, input: UpiReportInput) {
  const link = looksLikeToken(token)
    ? await db.parentLink.findUnique({
        where: { tokenHash: idOfToken(token) },
        select: { revokedAt: true, guardian: { select: { id: true, studentId: true } } },
      })
    : null;
  if (!link) throw notFound(LINK_NOT_VALID);
  if (link.revokedAt) throw gone(LINK_NOT_VALID);
  return reportUpiPaymentBy({ studentId: link.guardian.studentId, guardianId: link.guardian.id }, input);
}
