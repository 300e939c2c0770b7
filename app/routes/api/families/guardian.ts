import { invalid } from "~/domain/errors.server";
import { editGuardian, getGuardian, removeGuardian } from "~/domain/families/guardians.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { guardianSchema } from "~/schemas/families";

const idsOf = (params: Record<string, string | undefined>) =>
  [numericIdOf(params.studentId, "Student"), numericIdOf(params.guardianId, "Guardian")] as const;

/** GET /students/{studentId}/guardians/{guardianId}. */
export const loader = apiHandler(async ({ actor, params }) => getGuardian(actor, ...idsOf(params)));

/** PATCH with the whole guardian; DELETE removes them (and their parent link). */
export const action = apiHandler(async ({ request, actor, params }) => {
  const [studentId, guardianId] = idsOf(params);
  if (request.method === "PATCH") {
    return editGuardian(actor, studentId, guardianId, parseInput(guardianSchema, await readJson(request)));
  }
  if (request.method === "DELETE") return removeGuardian(actor, studentId, guardianId);
  throw invalid("Use PATCH to change or DELETE to remove a guardian.");
});
