import { getTestResult } from "~/domain/results.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => getTestResult(actor, idOf(params.testId, "Test")));
