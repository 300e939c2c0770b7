import { listSubjectTests } from "~/domain/tests.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listSubjectTests(actor, idOf(params.batchId, "Batch"), idOf(params.subjectId, "Subject")),
);
