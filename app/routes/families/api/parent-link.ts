import { numericIdOf } from "~/domain/core/ids.server";
import { createParentLink, revokeParentLink } from "~/domain/families/parent-links.server";
import { apiActions } from "~/http/api.server";

/**
 * POST /students/{studentId}/guardians/{guardianId}/parent-link makes the guardian's link (`link`; the old one
 * stops working); DELETE revokes it. Teacher only.
 */
const idsOf = (params: Record<string, string | undefined>) =>
  [numericIdOf(params.studentId, "Student"), numericIdOf(params.guardianId, "Guardian")] as const;

export const action = apiActions({
  POST: ({ actor, params }) => createParentLink(actor, ...idsOf(params)),
  DELETE: ({ actor, params }) => revokeParentLink(actor, ...idsOf(params)),
});
