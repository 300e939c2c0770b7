import { rupeesText } from "~/domain/fees/money";
import { KIND_LABELS } from "~/domain/messages/kinds";
import type { MessagingSetup } from "~/domain/messages/provider-settings.server";
import type { KindTemplates } from "~/domain/messages/templates.server";
import { TEMPLATE_SLOTS } from "~/schemas/messages";

/**
 * The message set-up's JSON. Secrets never leave: of each, only whether it is set. Costs leave as paise and as
 * the rupees text a PUT takes back ("0.20").
 */
export const settingsAnswer = ({ values, secrets, webhooks, updatedAt }: MessagingSetup) => ({
  settings: {
    channel: values.channel,
    daily_at: values.daily_at,
    sms_fallback: values.sms_fallback,
    sms_sender_id: values.sms_sender_id,
    sms_entity_id: values.sms_entity_id,
    sms_cost: rupeesText(values.sms_cost),
    sms_paise_per_segment: values.sms_cost,
    whatsapp_phone_number_id: values.whatsapp_phone_number_id,
    whatsapp_cost: rupeesText(values.whatsapp_cost),
    whatsapp_paise_per_message: values.whatsapp_cost,
    secrets_set: Object.fromEntries(Object.entries(secrets).map(([field, state]) => [field, state.set])),
    updated_at: updatedAt.toISOString(),
  },
  webhooks,
});

export const kindTemplatesAnswer = (kind: KindTemplates) => ({
  kind: kind.kind,
  label: KIND_LABELS[kind.kind],
  variables: kind.variables,
  missing: kind.missing,
  ...Object.fromEntries(
    TEMPLATE_SLOTS.map((slot) => {
      const saved = kind.slots[slot];
      return [
        slot,
        saved
          ? {
              template_id: saved.templateId,
              text: saved.text,
              category: saved.category,
              registered: saved.registered,
              updated_at: saved.updatedAt.toISOString(),
            }
          : null,
      ];
    }),
  ),
});
