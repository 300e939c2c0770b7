import { numericIdOf } from "~/domain/core/ids.server";
import { listSubjectTests } from "~/domain/marks/tests.server";
import { apiHandler } from "~/http/api.server";
import { presentSubjectTests } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  presentSubjectTests(
    await listSubjectTests(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.subjectId, "Subject")),
  ),
);
