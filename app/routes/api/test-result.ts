import { numericIdOf } from "~/domain/ids.server";
import { getTestResult } from "~/domain/marks/statistics.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => getTestResult(actor, numericIdOf(params.testId, "Test")));
