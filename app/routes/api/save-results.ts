import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { saveResults } from "~/domain/tests.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { resultsSchema } from "~/schemas/tests";

/** POST /test/marks/{testId} and PUT /test/updateResult/{testId}: the same whole-sheet save. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(resultsSchema, await readJson(request));
  return saveResults(actor, numericIdOf(params.testId, "Test"), input.results);
});
