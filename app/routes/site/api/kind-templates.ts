import { assertTeacher } from "~/domain/access/guards.server";
import { notFound } from "~/domain/core/errors.server";
import { isMessageKind } from "~/domain/messages/kinds";
import { listTemplates, saveKindTemplates } from "~/domain/messages/templates.server";
import { apiActions, parseInput, readJson } from "~/http/api.server";
import { kindTemplatesSchema } from "~/schemas/messages";
import { kindTemplatesAnswer } from "./+presenter";

/**
 * PUT /teacher/messages/templates/{kind}: `{sms_en, sms_hi, whatsapp_en, whatsapp_hi}`, each
 * `{template_id, text, category}` or null (a slot left out or null deletes its template).
 */
export const action = apiActions({
  PUT: async ({ request, actor, params }) => {
    assertTeacher(actor);
    const kind = params.kind;
    if (!isMessageKind(kind)) throw notFound("There is no such kind of message.");
    const { message } = await saveKindTemplates(actor, kind, parseInput(kindTemplatesSchema, await readJson(request)));
    const saved = (await listTemplates(actor)).find((entry) => entry.kind === kind);
    return { template: saved ? kindTemplatesAnswer(saved) : null, message };
  },
});
