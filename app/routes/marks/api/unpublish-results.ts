import { numericIdOf } from "~/domain/core/ids.server";
import { setPublished } from "~/domain/marks/publish.server";
import { apiHandler } from "~/http/api.server";

/** POST /test/unpublish/{testId} hides a test's results from its students again. */
export const action = apiHandler(async ({ actor, params }) =>
  setPublished(actor, numericIdOf(params.testId, "Test"), false),
);
