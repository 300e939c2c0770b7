import { smsReports } from "~/domain/messages/delivery-reports.server";
import { apiHandler } from "~/http/api.server";
import { readLimitedText } from "~/http/body.server";

/**
 * POST /api/v1/webhooks/sms: the SMS gateway's delivery reports (MSG91's JSON, one report or a list), signed with
 * the webhook secret on the Site page (X-Signature-256: sha256=<hex HMAC-SHA256 of the body>); anything unsigned
 * is refused with 401 and changes nothing.
 */
export const action = apiHandler(async ({ request }) => {
  const body = await readLimitedText(request);
  return { applied: await smsReports(body, request.headers.get("X-Signature-256")) };
});
