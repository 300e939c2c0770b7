import { assertTeacher } from "~/domain/access/guards.server";
import { BATCHES_PER_PAGE, listBatchesWithSubjects } from "~/domain/catalogue/batches.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";
import { batchesAndSubjects } from "./+presenter";

/** GET /teacher/courses?q=&page=: 100 ongoing batches a page with their subjects; the API calls them `courses`. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const search = parseInput(listSearchSchema, queryOf(request));
  const { batches, ...rest } = batchesAndSubjects(await listBatchesWithSubjects(search, BATCHES_PER_PAGE.api));
  return { courses: batches, ...rest, message: batches.length > 0 ? "Courses" : "No batches yet. Add the first one." };
});
