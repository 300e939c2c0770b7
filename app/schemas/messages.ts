import { z } from "zod";
import { CHANNELS } from "~/domain/messages/kinds";
import { moneyField } from "./fees";
import { readableText } from "./fields";

/**
 * The Site page's message set-up: how messages reach phones (the settings) and each kind's registered templates.
 * The screen's forms and the /api/v1 calls send the same fields; costs arrive as rupees ("0.20") and are kept as paise.
 */

const text = (max: number) =>
  readableText({ max, tooLong: "This is too long" })
    .optional()
    .transform((value) => value ?? "");

/** A box that must match `pattern` when anything is typed in it (empty is allowed: not set up yet). */
const patterned = (max: number, pattern: RegExp, message: string) =>
  text(max).refine((value) => value === "" || pattern.test(value), message);

/** A checkbox from a form ("on") or a JSON boolean. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "on");

/** The settings that are secrets: never shown back nor answered; left empty, the stored one stays. */
export const SECRET_FIELDS = [
  "sms_auth_key",
  "sms_webhook_secret",
  "whatsapp_access_token",
  "whatsapp_app_secret",
  "whatsapp_verify_token",
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** The 'Remove' checkbox beside a secret that is set. */
export const removeField = (field: SecretField) => `remove_${field}` as const;

const secret = text(500).refine((value) => !/\s/.test(value), "A key has no spaces: copy it again from the provider");

/** What the teacher reads for each channel (translated through the "messages" catalogue). */
export const CHANNEL_LABELS = {
  outbox: "WhatsApp outbox (free, from your phone)",
  sms: "SMS gateway",
  whatsapp: "WhatsApp Business (Cloud API)",
} as const satisfies Record<(typeof CHANNELS)[number], string>;

export const messagingSettingsSchema = z.object({
  channel: z.enum(CHANNELS, { error: "Choose how messages reach families" }),
  daily_at: z
    .string({ error: "Give the time as HH:MM, e.g. 18:00" })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:MM, e.g. 18:00"),
  sms_fallback: checkbox,
  sms_auth_key: secret,
  sms_sender_id: patterned(
    6,
    /^[A-Za-z]{6}$/,
    "The sender id is 6 letters, as registered on DLT (e.g. VIDYAC)",
  ).transform((value) => value.toUpperCase()),
  sms_entity_id: patterned(30, /^\d+$/, "The DLT entity id is digits only"),
  sms_webhook_secret: secret,
  sms_cost: moneyField("Enter the cost of one SMS segment, e.g. 0.20", { zero: true }),
  whatsapp_phone_number_id: patterned(30, /^\d+$/, "The phone number id is digits only"),
  whatsapp_access_token: secret,
  whatsapp_app_secret: secret,
  whatsapp_verify_token: secret,
  whatsapp_cost: moneyField("Enter the cost of one WhatsApp message, e.g. 0.12", { zero: true }),
  ...(Object.fromEntries(SECRET_FIELDS.map((field) => [removeField(field), checkbox])) as Record<
    `remove_${SecretField}`,
    typeof checkbox
  >),
});
export type MessagingSettingsInput = z.output<typeof messagingSettingsSchema>;

/** A template's four places: each channel in each language. */
export const TEMPLATE_SLOTS = ["sms_en", "sms_hi", "whatsapp_en", "whatsapp_hi"] as const;
export type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];
export const slotChannel = (slot: TemplateSlot) => (slot.startsWith("sms") ? "sms" : "whatsapp");
export const slotLanguage = (slot: TemplateSlot) => (slot.endsWith("_hi") ? "hi" : "en");

export const TEMPLATE_CATEGORIES = ["service", "promotional"] as const;

const TEMPLATE_ID = {
  sms: { pattern: /^\d{1,30}$/, wrong: "The DLT template id is digits only", missing: "Enter the DLT template id" },
  whatsapp: {
    pattern: /^[a-z0-9_]{1,512}$/,
    wrong: "A template name is lowercase letters, digits and _ (e.g. absence_alert)",
    missing: "Enter the template's name",
  },
} as const;

/** One slot: its id and its words go together; a slot left wholly empty is no template (null). */
const slotSchema = (slot: TemplateSlot) => {
  const id = TEMPLATE_ID[slotChannel(slot)];
  return z
    .object({
      template_id: text(512),
      text: readableText({ max: 1000, tooLong: "This is too long", multiline: true })
        .optional()
        .transform((value) => value ?? ""),
      category: z.enum(TEMPLATE_CATEGORIES, { error: "Choose Service or Promotional" }).optional().default("service"),
    })
    .optional()
    .superRefine((value, context) => {
      if (!value) return;
      if (value.template_id && !id.pattern.test(value.template_id))
        context.addIssue({ code: "custom", path: ["template_id"], message: id.wrong });
      if (value.text && !value.template_id)
        context.addIssue({ code: "custom", path: ["template_id"], message: id.missing });
      if (value.template_id && !value.text)
        context.addIssue({ code: "custom", path: ["text"], message: "Write the template's words, as registered" });
    })
    .transform((value) =>
      value?.template_id ? { templateId: value.template_id, text: value.text, category: value.category } : null,
    );
};

/** A kind's templates, all four slots at once ('Save' on the page, PUT …/templates/{kind}). */
export const kindTemplatesSchema = z.object(
  Object.fromEntries(TEMPLATE_SLOTS.map((slot) => [slot, slotSchema(slot)])) as Record<
    TemplateSlot,
    ReturnType<typeof slotSchema>
  >,
);
export type KindTemplatesInput = z.output<typeof kindTemplatesSchema>;
