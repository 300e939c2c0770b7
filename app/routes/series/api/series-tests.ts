import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { addTestToSeries, removeTestFromSeries } from "~/domain/series/series.server";
import { type ApiRun, apiActions, parseInput, readJson } from "~/http/api.server";
import { seriesTestSchema } from "~/schemas/series";

/** One change of a series' tests with `{test_id}` in the body. */
const withTest =
  (change: typeof addTestToSeries): ApiRun =>
  async ({ request, actor, params }) => {
    assertTeacher(actor);
    const input = parseInput(seriesTestSchema, await readJson(request));
    return change(actor, numericIdOf(params.seriesId, "Test series"), input);
  };

/** POST `{test_id}` adds a test to the series; DELETE `{test_id}` takes it out (the test stays). */
export const action = apiActions({ POST: withTest(addTestToSeries), DELETE: withTest(removeTestFromSeries) });
