import { numericIdOf } from "~/domain/ids.server";
import { setPublished } from "~/domain/marks/publish.server";
import { apiHandler } from "~/http/api.server";

/** POST /test/publish/{testId} shows a test's results to its students (POST /test/unpublish/{testId} hides them). */
export const action = apiHandler(async ({ actor, params }) =>
  setPublished(actor, numericIdOf(params.testId, "Test"), true),
);
