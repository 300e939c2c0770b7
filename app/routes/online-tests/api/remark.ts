import { numericIdOf } from "~/domain/core/ids.server";
import { remarkTest } from "~/domain/online-tests/paper.server";
import { apiHandler } from "~/http/api.server";

/** POST /online-tests/{testId}/remark: every submitted attempt marked again, changes in the history. */
export const action = apiHandler(async ({ actor, params }) => remarkTest(actor, numericIdOf(params.testId, "Test")));
