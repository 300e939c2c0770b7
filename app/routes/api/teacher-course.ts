import { getCourse } from "~/domain/courses.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => getCourse(actor, idOf(params.batchId, "Batch")));
