import { getBatchSubjects } from "~/domain/catalogue/subjects.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { batchSubjectsAnswer } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  batchSubjectsAnswer(await getBatchSubjects(actor, numericIdOf(params.batchId, "Batch"))),
);
