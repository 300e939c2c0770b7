import { numericIdOf } from "~/domain/ids.server";
import { listStudentTests } from "~/domain/marks/student-tests.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listStudentTests(actor, numericIdOf(params.batchId, "Batch")),
);
