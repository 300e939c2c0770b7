import { numericIdOf } from "~/domain/core/ids.server";
import { listStudentTests } from "~/domain/marks/student-tests.server";
import { apiHandler } from "~/http/api.server";
import { presentStudentTests } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  presentStudentTests(await listStudentTests(actor, numericIdOf(params.batchId, "Batch"))),
);
