import { getCourse } from "~/domain/courses.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) => getCourse(actor, numericIdOf(params.batchId, "Batch")));
