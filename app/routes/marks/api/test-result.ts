import { numericIdOf } from "~/domain/core/ids.server";
import { getTestResult } from "~/domain/marks/statistics.server";
import { apiHandler } from "~/http/api.server";
import { presentTestResult } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  presentTestResult(await getTestResult(actor, numericIdOf(params.testId, "Test"))),
);
