import { listCourses } from "~/domain/batches.server";
import { assertTeacher } from "~/domain/guards.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";

/** GET /teacher/courses?q=&page=: SPEC's shape, 100 batches a page with their subjects. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return listCourses(actor, parseInput(listSearchSchema, queryOf(request)));
});
