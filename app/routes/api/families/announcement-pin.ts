import { pinAnnouncement } from "~/domain/announcements/announcements.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/**
 * POST /teacher/announcements/{id}/pin keeps an announcement at the top (any other pinned one is unpinned),
 * as the screen's 'Pin'; POST …/unpin (announcement-unpin.ts) lets it take its place by date again.
 */
export const action = apiHandler(async ({ actor, params }) => ({
  pinned: true,
  ...(await pinAnnouncement(actor, numericIdOf(params.id, "Announcement"), true)),
}));
