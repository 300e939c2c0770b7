import { numericIdOf } from "~/domain/core/ids.server";
import { decideGuardianChange } from "~/domain/families/guardian-changes.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { guardianDecisionSchema } from "~/schemas/families";

/**
 * POST /students/{studentId}/guardian-changes/{changeId} `{decision: "confirm" | "reject"}`: a teacher's answer to
 * a student's waiting guardian change (listed as `pending_change` and `pending_guardians`). Teacher only.
 */
export const action = apiHandler(async ({ request, actor, params }) =>
  decideGuardianChange(
    actor,
    numericIdOf(params.studentId, "Student"),
    numericIdOf(params.changeId, "Guardian change"),
    parseInput(guardianDecisionSchema, await readJson(request)),
  ),
);
