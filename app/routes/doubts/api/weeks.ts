import { assertTeacher } from "~/domain/access/guards.server";
import { listWeeks, WEEKS_PER_PAGE } from "~/domain/doubts/weeks.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";
import { weeksAnswer } from "./+presenter";

/** GET /meetings/weeks?page=: the newest 100 weeks a page. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const { page } = parseInput(listSearchSchema, queryOf(request));
  return weeksAnswer(await listWeeks(actor, page, WEEKS_PER_PAGE.api));
});
