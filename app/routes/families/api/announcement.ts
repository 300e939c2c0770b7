import { deleteAnnouncement, editAnnouncement, getAnnouncement } from "~/domain/announcements/announcements.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { editableResource } from "~/http/api-resource.server";
import { announcementSchema } from "~/schemas/families";

/** PATCH /teacher/announcements/{id} `{title,text,audience,ask_seen?}` (marks it edited); DELETE. */
export const action = editableResource(
  "Announcement",
  announcementSchema,
  async (teacher, id, input) => editAnnouncement(teacher, id, input),
  (teacher, id) => deleteAnnouncement(teacher, id),
);

/** GET /teacher/announcements/{id}. */
export const loader = apiHandler(async ({ actor, params }) =>
  getAnnouncement(actor, numericIdOf(params.id, "Announcement")),
);
