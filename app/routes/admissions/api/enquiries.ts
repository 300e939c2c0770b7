import { assertTeacher } from "~/domain/access/guards.server";
import { createEnquiry, listEnquiries } from "~/domain/admissions/enquiries.server";
import { apiHandler, parseInput, queryOf, readJson } from "~/http/api.server";
import { enquirySearchSchema, newEnquirySchema } from "~/schemas/admissions";
import { withIdempotencyKey } from "../../+shared/idempotency-key";
import { enquiryAnswer } from "./+presenter";

/** GET /teacher/enquiries?stage=&source=&due=today|overdue&page=: newest first (by follow-up day when `due`), 20 a page. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const { enquiries, ...facts } = await listEnquiries(actor, parseInput(enquirySearchSchema, queryOf(request)));
  return { enquiries: enquiries.map(enquiryAnswer), ...facts };
});

/**
 * POST /teacher/enquiries `{name, mobile, source, email?, grade?, batch_id?, message?, handled_by?, follow_up_on?,
 * language?}`: 201. With an `Idempotency-Key` header the same call sent again makes nothing more.
 */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newEnquirySchema, withIdempotencyKey(request, await readJson(request)));
  const { enquiry, message } = await createEnquiry(actor, input);
  return { enquiry: enquiryAnswer(enquiry), message };
}, 201);
