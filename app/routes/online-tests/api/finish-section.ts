import { numericIdOf } from "~/domain/core/ids.server";
import { finishSection } from "~/domain/online-tests/attempts.server";
import { apiHandler } from "~/http/api.server";

/** POST /online-tests/{testId}/attempt/finish-section: the next section starts now, with all of its own time. */
export const action = apiHandler(async ({ actor, params }) => finishSection(actor, numericIdOf(params.testId, "Test")));
