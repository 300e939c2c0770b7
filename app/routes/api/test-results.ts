import { numericIdOf } from "~/domain/ids.server";
import { getResults } from "~/domain/tests.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => getResults(actor, numericIdOf(params.testId, "Test")));
