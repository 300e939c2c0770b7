import { numericIdOf } from "~/domain/ids.server";
import { listSubjectTests } from "~/domain/tests.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listSubjectTests(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.subjectId, "Subject")),
);
