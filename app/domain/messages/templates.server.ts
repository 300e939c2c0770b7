import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import {
  type KindTemplatesInput,
  slotChannel,
  slotLanguage,
  TEMPLATE_SLOTS,
  type TemplateSlot,
} from "~/schemas/messages";
import type { User } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { KIND_VARIABLES, MESSAGE_KINDS, type MessageKind } from "./kinds";
import { dltForm, unknownVariables, whatsAppForm } from "./template-text";

type StoredTemplate = Prisma.MessageTemplateGetPayload<object>;

const slotOf = (template: Pick<StoredTemplate, "channel" | "language">) =>
  TEMPLATE_SLOTS.find((slot) => slotChannel(slot) === template.channel && slotLanguage(slot) === template.language);

/** A saved template, with the words as they are registered (DLT's {#var#}, WhatsApp's {{1}}). */
const templateView = (slot: TemplateSlot, template: StoredTemplate) => ({
  templateId: template.externalId,
  text: template.text,
  category: template.category as "service" | "promotional",
  registered: slotChannel(slot) === "sms" ? dltForm(template.text) : whatsAppForm(template.text),
  updatedAt: template.updatedAt,
});
export type TemplateView = ReturnType<typeof templateView>;

/**
 * Every kind of message with its variables and its four templates (SMS and WhatsApp, English and Hindi); a slot
 * without one is `null` and listed in `missing`: a message of that kind then goes by the outbox.
 */
export async function listTemplates(actor: User) {
  assertTeacher(actor);
  const stored = await db.messageTemplate.findMany({ orderBy: { id: "asc" } });
  return MESSAGE_KINDS.map((kind) => {
    const slots = Object.fromEntries(TEMPLATE_SLOTS.map((slot) => [slot, null])) as Record<
      TemplateSlot,
      TemplateView | null
    >;
    for (const template of stored.filter((row) => row.kind === kind)) {
      const slot = slotOf(template);
      if (slot) slots[slot] = templateView(slot, template);
    }
    const missing = TEMPLATE_SLOTS.filter((slot) => !slots[slot]);
    return { kind, variables: KIND_VARIABLES[kind], slots, missing };
  });
}

export type KindTemplates = Awaited<ReturnType<typeof listTemplates>>[number];

/** Words that name a variable this kind does not have are refused at their box, naming it. */
function refuseUnknownVariables(kind: MessageKind, input: KindTemplatesInput) {
  const fieldErrors: Record<string, string[]> = {};
  for (const slot of TEMPLATE_SLOTS) {
    const unknown = unknownVariables(kind, input[slot]?.text ?? "");
    if (unknown.length > 0)
      fieldErrors[`${slot}.text`] = [
        say("Not a variable of this message: {{names}}. Use only the variables listed", {
          names: unknown.map((name) => `{${name}}`).join(", "),
        }),
      ];
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw invalid(first[0], fieldErrors);
}

/**
 * Saves a kind's four templates at once: a slot given is created or updated, a slot left empty deletes its
 * template. What is unchanged is not written again, so the same form sent twice changes things once.
 */
export async function saveKindTemplates(actor: User, kind: MessageKind, input: KindTemplatesInput) {
  assertTeacher(actor);
  refuseUnknownVariables(kind, input);
  await inTransaction(async (tx) => {
    const stored = await tx.messageTemplate.findMany({ where: { kind } });
    for (const slot of TEMPLATE_SLOTS) {
      const where = { kind, channel: slotChannel(slot), language: slotLanguage(slot) };
      const current = stored.find((row) => row.channel === where.channel && row.language === where.language);
      const wanted = input[slot];
      if (!wanted) {
        if (current) await tx.messageTemplate.delete({ where: { id: current.id } });
        continue;
      }
      const data = { externalId: wanted.templateId, text: wanted.text, category: wanted.category };
      if (!current) await tx.messageTemplate.create({ data: { ...where, ...data } });
      else if (
        current.externalId !== data.externalId ||
        current.text !== data.text ||
        current.category !== data.category
      )
        await tx.messageTemplate.update({ where: { id: current.id }, data });
    }
  });
  return { message: "Templates saved" };
}
