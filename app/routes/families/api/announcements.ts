import { assertTeacher } from "~/domain/access/guards.server";
import { createAnnouncement, listAnnouncements } from "~/domain/announcements/announcements.server";
import { apiHandler, parseInput, queryOf, readJson } from "~/http/api.server";
import { announcementSchema } from "~/schemas/families";
import { listSearchSchema } from "~/schemas/paging";

/**
 * GET /teacher/announcements?page=: pinned first, then newest, 10 a page; one that asks for 'Seen' with `seen_by`, one
 * an SMS gateway or WhatsApp carried with `delivered` ({families, delivered, read}).
 */
export const loader = apiHandler(async ({ request, actor }) => {
  const { page } = parseInput(listSearchSchema, queryOf(request));
  return listAnnouncements(actor, page);
});

/**
 * POST `{title,text,audience,send?,ask_seen?}`: 201; `send` also queues mail and WhatsApp messages to the audience,
 * `ask_seen` offers families 'Seen' under it.
 */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return createAnnouncement(actor, parseInput(announcementSchema, await readJson(request)));
}, 201);
