import { config } from "~/config.server";
import { PROVIDER_TIMEOUT_MS, retryOrRefuse, type SendOutcome, unreachable } from "./provider-outcome";
import type { MessagingSettings } from "./provider-settings.server";

/** Graph API error codes that mean "not now" rather than "never": rate and spam limits, a busy service. */
const PASSING_ERRORS = new Set([4, 80007, 130429, 131000, 131048, 131056, 133004]);

/**
 * An approved WhatsApp template through Meta's Cloud API (POST /{phone-number-id}/messages with the institute's
 * access token): the template's name, its language, and its body's parameters in order. The answer's message
 * id (wamid) is what the webhook's status updates name.
 */
export async function sendWhatsAppTemplate(
  settings: MessagingSettings,
  message: { to: string; name: string; language: string; parameters: readonly string[] },
): Promise<SendOutcome> {
  const body = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: message.name,
      language: { code: message.language },
      components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
    },
  };
  try {
    const response = await fetch(`${config.WHATSAPP_GRAPH_URL}/${settings.whatsappPhoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.whatsappAccessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { message?: string; code?: number };
    };
    const id = answer.messages?.[0]?.id;
    if (response.ok && id) return { kind: "sent", providerId: id };
    const reason = answer.error?.message ?? `WhatsApp answered ${response.status}.`;
    if (answer.error?.code && PASSING_ERRORS.has(answer.error.code)) return { kind: "retry", reason };
    return retryOrRefuse(response.status, reason);
  } catch (error) {
    return unreachable(error);
  }
}
