import { db } from "~/db.server";
import { idOfToken, looksLikeToken } from "../accounts/one-time-tokens.server";
import { gone, notFound } from "../core/errors.server";

/** What a made-up and a revoked parent link both say. */
export const LINK_NOT_VALID = "This link is no longer valid";

/**
 * The guardian whose parent link a form on their page was posted from: the link is their say-so (they have no
 * account). Nothing is recorded as an opening of the page. A made-up token is "not found", a revoked one "gone",
 * in the page's own words.
 */
export async function guardianOfLink(token: string) {
  const link = looksLikeToken(token)
    ? await db.parentLink.findUnique({
        where: { tokenHash: idOfToken(token) },
        select: { revokedAt: true, guardian: { select: { id: true, studentId: true } } },
      })
    : null;
  if (!link) throw notFound(LINK_NOT_VALID);
  if (link.revokedAt) throw gone(LINK_NOT_VALID);
  return { guardianId: link.guardian.id, studentId: link.guardian.studentId };
}
