import { invalid } from "~/domain/errors.server";
import { createParentLink, revokeParentLink } from "~/domain/families/parent-links.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/**
 * POST /students/{studentId}/guardians/{guardianId}/parent-link makes the guardian's link (`link`; the old one
 * stops working); DELETE revokes it. Teacher only.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  const studentId = numericIdOf(params.studentId, "Student");
  const guardianId = numericIdOf(params.guardianId, "Guardian");
  if (request.method === "POST") return createParentLink(actor, studentId, guardianId);
  if (request.method === "DELETE") return revokeParentLink(actor, studentId, guardianId);
  throw invalid("Use POST to make a parent link or DELETE to revoke it.");
});
