import { numericIdOf } from "~/domain/core/ids.server";
import { setWindow } from "~/domain/online-tests/paper.server";
import { apiActions, parseInput, readJson } from "~/http/api.server";
import { windowSchema } from "~/schemas/online-tests";

/** PUT /online-tests/{testId}/window `{opens_at,closes_at,duration_minutes,shuffle_options,solutions_after_close}`. */
export const action = apiActions({
  PUT: async ({ request, actor, params }) =>
    setWindow(actor, numericIdOf(params.testId, "Test"), parseInput(windowSchema, await readJson(request))),
});
