import { getResults } from "~/domain/tests.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => getResults(actor, idOf(params.testId, "Test")));
