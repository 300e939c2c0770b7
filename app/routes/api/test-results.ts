import { numericIdOf } from "~/domain/ids.server";
import { getResults } from "~/domain/marks/sheet.server";
import { apiHandler } from "~/http/api.server";
import { presentResults } from "./+shared/marks";

export const loader = apiHandler(async ({ actor, params }) =>
  presentResults(await getResults(actor, numericIdOf(params.testId, "Test"))),
);
