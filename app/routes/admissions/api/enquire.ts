import { batchesOnOffer, createPublicEnquiry } from "~/domain/admissions/enquiries.server";
import { signedFormTime } from "~/domain/admissions/spam-guard.server";
import { addressOf, apiHandler, parseInput, readJson } from "~/http/api.server";
import { publicEnquirySchema } from "~/schemas/admissions";

/**
 * GET /enquire, without a token: the batches on offer and a signed `form_time`, as the public form has them. An
 * enquiry sent back sooner than a person types, or without a form time this site signed, is refused.
 */
export const loader = apiHandler(async () => ({ batches: await batchesOnOffer(), form_time: signedFormTime() }));

/**
 * POST /enquire `{name, mobile, email?, grade?, batch_id?, message?, form_time, website}` without a token: 201; the
 * enquirer gets a message back in the request's language. `website` must be empty (it is the form's trap for robots).
 */
export const action = apiHandler(async ({ request, context }) => {
  const input = parseInput(publicEnquirySchema, await readJson(request));
  const { enquiry, message } = await createPublicEnquiry(input, addressOf(context));
  return { enquiry: { id: enquiry.id }, message };
}, 201);
