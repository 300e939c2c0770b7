import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { saveResults } from "~/domain/marks/sheet.server";
import { type ApiRun, parseInput, readJson } from "~/http/api.server";
import { resultsSchema } from "~/schemas/marks";

/**
 * A whole marks sheet as JSON, saved as the teacher's sheet saves it: every row checked by the test's row
 * schema, nothing saved if one row is wrong. Entering and correcting marks are the same save.
 */
export const saveResultsCall: ApiRun = async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(resultsSchema, await readJson(request));
  return saveResults(actor, numericIdOf(params.testId, "Test"), input.results);
};
