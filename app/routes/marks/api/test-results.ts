import { numericIdOf } from "~/domain/core/ids.server";
import { getResults } from "~/domain/marks/sheet.server";
import { apiHandler } from "~/http/api.server";
import { presentResults } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  presentResults(await getResults(actor, numericIdOf(params.testId, "Test"))),
);
