import { pinAnnouncement } from "~/domain/announcements/announcements.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/** POST /teacher/announcements/{id}/unpin: the screen's 'Unpin'; the announcement takes its place by date again. */
export const action = apiHandler(async ({ actor, params }) => ({
  pinned: false,
  ...(await pinAnnouncement(actor, numericIdOf(params.id, "Announcement"), false)),
}));
