import { whatsAppReports, whatsAppWebhookChallenge } from "~/domain/messages/delivery-reports.server";
import { apiHandler, apiTextHandler } from "~/http/api.server";
import { readLimitedText } from "~/http/body.server";

/**
 * GET /api/v1/webhooks/whatsapp: Meta's check of the address (hub.mode, hub.verify_token, hub.challenge), answered
 * with the challenge as plain text. POST: message statuses, signed with the app secret (X-Hub-Signature-256);
 * unsigned or wrongly signed calls are refused with 401 and change nothing.
 */
export const loader = apiTextHandler(({ request }) => whatsAppWebhookChallenge(new URL(request.url).searchParams));

export const action = apiHandler(async ({ request }) => {
  const body = await readLimitedText(request);
  return { applied: await whatsAppReports(body, request.headers.get("X-Hub-Signature-256")) };
});
