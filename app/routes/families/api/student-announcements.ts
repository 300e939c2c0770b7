import { myAnnouncements } from "~/domain/announcements/announcements.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";

/** GET /student/announcements?page=: the student's announcements, newest first, each `unread` or not. */
export const loader = apiHandler(async ({ request, actor }) => {
  const { page } = parseInput(listSearchSchema, queryOf(request));
  return myAnnouncements(actor, page);
});
