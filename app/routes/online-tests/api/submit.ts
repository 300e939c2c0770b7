import { numericIdOf } from "~/domain/core/ids.server";
import { submitAttempt } from "~/domain/online-tests/attempts.server";
import { apiHandler } from "~/http/api.server";

/** POST /online-tests/{testId}/attempt/submit: marked in the submit's transaction, a draft until published. */
export const action = apiHandler(async ({ actor, params }) => submitAttempt(actor, numericIdOf(params.testId, "Test")));
