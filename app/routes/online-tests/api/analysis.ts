import { numericIdOf } from "~/domain/core/ids.server";
import { questionAnalysis } from "~/domain/online-tests/analysis.server";
import { apiHandler } from "~/http/api.server";
import { analysisAnswer } from "./+presenter";

/** GET /online-tests/{testId}/analysis: each question's % correct, wrong, unattempted, most chosen wrong option. */
export const loader = apiHandler(async ({ actor, params }) =>
  analysisAnswer(await questionAnalysis(actor, numericIdOf(params.testId, "Test"))),
);
