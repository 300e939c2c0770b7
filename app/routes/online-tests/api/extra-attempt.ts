import { numericIdOf } from "~/domain/core/ids.server";
import { allowAnotherAttempt } from "~/domain/online-tests/paper.server";
import { apiHandler } from "~/http/api.server";

/** POST /online-tests/{testId}/extra-attempts/{studentId}: 'Allow another attempt', recorded. */
export const action = apiHandler(
  async ({ actor, params }) =>
    allowAnotherAttempt(actor, numericIdOf(params.testId, "Test"), numericIdOf(params.studentId, "Student")),
  201,
);
