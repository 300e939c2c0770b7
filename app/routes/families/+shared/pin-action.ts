import { pinAnnouncement } from "~/domain/announcements/announcements.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";

/** The API's 'Pin' (true) or 'Unpin' (false) of the announcement in the address. */
export const pinAction = (pinned: boolean) =>
  apiHandler(async ({ actor, params }) => ({
    pinned,
    ...(await pinAnnouncement(actor, numericIdOf(params.id, "Announcement"), pinned)),
  }));
