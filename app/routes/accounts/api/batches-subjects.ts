import { BATCHES_PER_PAGE, listBatchesWithSubjects } from "~/domain/catalogue/batches.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";
import { batchesAndSubjects } from "../../catalogue/api/+presenter";

/** GET /student/batches/subjects?q=&page=: 100 ongoing batches a page with their subjects. */
export const loader = apiHandler(async ({ request }) => {
  const search = parseInput(listSearchSchema, queryOf(request));
  return {
    ...batchesAndSubjects(await listBatchesWithSubjects(search, BATCHES_PER_PAGE.api)),
    message: "Batches and subjects",
  };
});
