import { numericIdOf } from "~/domain/ids.server";
import { getBatchSubjects } from "~/domain/subjects.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  getBatchSubjects(actor, numericIdOf(params.batchId, "Batch")),
);
