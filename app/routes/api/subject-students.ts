import { listSubjectStudents } from "~/domain/access.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listSubjectStudents(actor, idOf(params.batchId, "Batch"), idOf(params.subjectId, "Subject")),
);
