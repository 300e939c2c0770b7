import { numericIdOf } from "~/domain/core/ids.server";
import { editGuardian, getGuardian, removeGuardian } from "~/domain/families/guardians.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { guardianSchema } from "~/schemas/families";

const idsOf = (params: Record<string, string | undefined>) =>
  [numericIdOf(params.studentId, "Student"), numericIdOf(params.guardianId, "Guardian")] as const;

/** GET /students/{studentId}/guardians/{guardianId}. */
export const loader = apiHandler(async ({ actor, params }) => getGuardian(actor, ...idsOf(params)));

/** PATCH with the whole guardian; DELETE removes them (and their parent link). */
export const action = apiActions({
  PATCH: async ({ request, actor, params }) =>
    editGuardian(actor, ...idsOf(params), parseInput(guardianSchema, await readJson(request))),
  DELETE: ({ actor, params }) => removeGuardian(actor, ...idsOf(params)),
});
