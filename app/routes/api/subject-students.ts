import { listSubjectStudents } from "~/domain/access.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  listSubjectStudents(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.subjectId, "Subject")),
);
