import { listStudentTests } from "~/domain/results.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => listStudentTests(actor, idOf(params.batchId, "Batch")));
