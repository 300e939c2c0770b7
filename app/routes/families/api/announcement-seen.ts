import { whoHasSeen } from "~/domain/announcements/announcement-seen.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";

/**
 * GET /teacher/announcements/{id}/seen: the families the announcement reaches that have not confirmed it with
 * 'Seen' (`not_seen`, with their guardians' mobile numbers) and those that have (`seen`, who and when).
 */
export const loader = apiHandler(async ({ actor, params }) =>
  whoHasSeen(actor, numericIdOf(params.id, "Announcement")),
);
