import { numericIdOf } from "~/domain/ids.server";
import { questionAnalysis } from "~/domain/online-tests/analysis.server";
import { apiHandler } from "~/http/api.server";

/** GET /online-tests/{testId}/analysis: each question's % correct, wrong, unattempted, most chosen wrong option. */
export const loader = apiHandler(async ({ actor, params }) =>
  questionAnalysis(actor, numericIdOf(params.testId, "Test")),
);
