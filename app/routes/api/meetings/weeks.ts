import { assertTeacher } from "~/domain/guards.server";
import { listWeeks, WEEKS_PER_PAGE } from "~/domain/weeks.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";

/** GET /meetings/weeks?page=: the newest 100 weeks a page. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const { page } = parseInput(listSearchSchema, queryOf(request));
  const list = await listWeeks(actor, page, WEEKS_PER_PAGE.api);
  return { ...list, message: list.total > 0 ? "Weeks" : "No weeks added yet add a week" };
});
