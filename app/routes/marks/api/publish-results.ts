import { numericIdOf } from "~/domain/core/ids.server";
import { setPublished } from "~/domain/marks/publish.server";
import { apiHandler, readJson } from "~/http/api.server";
import { mediaType } from "~/http/body.server";

/**
 * POST /test/publish/{testId} shows a test's results to its students (POST /test/unpublish/{testId} hides them),
 * and tells the students and their guardians unless the body says `{"tell_families": false}`.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  // The body is optional (SPEC's call sends none); a JSON one may untick 'Tell families'.
  const body = mediaType(request) === "application/json" ? await readJson(request) : {};
  return setPublished(actor, numericIdOf(params.testId, "Test"), true, { tellFamilies: body.tell_families !== false });
});
