import { assertTeacher } from "~/domain/access/guards.server";
import { listTemplates } from "~/domain/messages/templates.server";
import { apiHandler } from "~/http/api.server";
import { kindTemplatesAnswer } from "./+presenter";

/** GET /teacher/messages/templates: every kind of message, its variables, its four templates and which are missing. */
export const loader = apiHandler(async ({ actor }) => {
  assertTeacher(actor);
  return { templates: (await listTemplates(actor)).map(kindTemplatesAnswer), message: "Message templates" };
});
