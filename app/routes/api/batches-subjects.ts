import { listBatchesAndSubjects } from "~/domain/batches.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";

/** GET /student/batches/subjects?q=&page=: SPEC's shape, 100 batches a page with their subjects. */
export const loader = apiHandler(async ({ request }) => ({
  ...(await listBatchesAndSubjects(parseInput(listSearchSchema, queryOf(request)))),
  message: "Batches and subjects",
}));
