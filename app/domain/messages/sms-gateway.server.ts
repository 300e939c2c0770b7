import { config } from "~/config.server";
import { PROVIDER_TIMEOUT_MS, retryOrRefuse, type SendOutcome, unreachable } from "./provider-outcome";
import type { MessagingSettings } from "./provider-settings.server";
import { smsSegments } from "./sms-segments";

/**
 * An SMS through an Indian gateway's HTTP API, as MSG91 speaks it (POST /api/v2/sendsms with the `authkey`
 * header). Under TRAI's DLT rules each SMS names the institute's registered entity (PE_ID), its sender id and the
 * registered template (DLT_TE_ID), and its words are that template's, filled in. The answer's `message` is the
 * request id the gateway's delivery reports name.
 */
export async function sendSms(
  settings: MessagingSettings,
  sms: { to: string; templateId: string; message: string },
): Promise<SendOutcome> {
  const body = {
    sender: settings.smsSenderId,
    route: "4",
    country: "91",
    PE_ID: settings.smsEntityId,
    DLT_TE_ID: sms.templateId,
    unicode: smsSegments(sms.message).encoding === "ucs2" ? 1 : 0,
    sms: [{ message: sms.message, to: [sms.to.replace(/^\+/, "")] }],
  };
  try {
    const response = await fetch(`${config.SMS_GATEWAY_URL}/api/v2/sendsms`, {
      method: "POST",
      headers: { authkey: settings.smsAuthKey, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (response.ok && answer.type === "success" && answer.message) return { kind: "sent", providerId: answer.message };
    return retryOrRefuse(response.status, answer.message ?? `The SMS gateway answered ${response.status}.`);
  } catch (error) {
    return unreachable(error);
  }
}
