import { pinAnnouncement } from "~/domain/announcements/announcements.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/**
 * POST /teacher/announcements/{id}/pin keeps an announcement at the top (any other pinned one is unpinned);
 * POST /teacher/announcements/{id}/unpin lets it take its place by date again. The screen's 'Pin' and 'Unpin'.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  const pinned = new URL(request.url).pathname.endsWith("/pin");
  return { pinned, ...(await pinAnnouncement(actor, numericIdOf(params.id, "Announcement"), pinned)) };
});
