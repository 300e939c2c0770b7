import { numericIdOf } from "~/domain/ids.server";
import { getBatchSubjects } from "~/domain/subjects.server";
import { apiHandler } from "~/http/api.server";
import { batchSubjectsAnswer } from "./+presenters/batches";

export const loader = apiHandler(async ({ actor, params }) =>
  batchSubjectsAnswer(await getBatchSubjects(actor, numericIdOf(params.batchId, "Batch"))),
);
