import { DomainError } from "~/domain/core/errors.server";
import { whatsAppReports, whatsAppWebhookChallenge } from "~/domain/messages/delivery-reports.server";
import { apiFailure, apiHandler } from "~/http/api.server";
import { readLimitedText } from "~/http/body.server";

/**
 * GET /api/v1/webhooks/whatsapp: Meta's check of the address (hub.mode, hub.verify_token, hub.challenge), answered
 * with the challenge as plain text. POST: message statuses, signed with the app secret (X-Hub-Signature-256);
 * unsigned or wrongly signed calls are refused with 401 and change nothing.
 */
export async function loader({ request }: { request: Request }) {
  try {
    const challenge = await whatsAppWebhookChallenge(new URL(request.url).searchParams);
    return new Response(challenge, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  } catch (error) {
    if (error instanceof DomainError) return apiFailure(error, request);
    throw error;
  }
}

export const action = apiHandler(async ({ request }) => {
  const body = await readLimitedText(request);
  return { applied: await whatsAppReports(body, request.headers.get("X-Hub-Signature-256")) };
});
