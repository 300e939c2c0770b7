import { assertTeacher } from "~/domain/access/guards.server";
import { getEnquiry, setEnquiryStage } from "~/domain/admissions/enquiries.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { enquiryStageSchema } from "~/schemas/admissions";
import { enquiryWithNotes } from "./+presenter";

/** GET /teacher/enquiries/{id}: the enquiry with its notes, newest first. */
export const loader = apiHandler(async ({ params, actor }) => {
  assertTeacher(actor);
  return { enquiry: enquiryWithNotes(await getEnquiry(actor, numericIdOf(params.id, "Enquiry"))) };
});

/**
 * PATCH /teacher/enquiries/{id} `{stage: new|contacted|demo|lost, lost_reason?, follow_up_on?}`: 'lost' needs a
 * reason; an admitted enquiry answers 409.
 */
export const action = apiActions({
  PATCH: async ({ request, params, actor }) => {
    assertTeacher(actor);
    const id = numericIdOf(params.id, "Enquiry");
    const { enquiry, message } = await setEnquiryStage(
      actor,
      id,
      parseInput(enquiryStageSchema, await readJson(request)),
    );
    return { enquiry: enquiryWithNotes(enquiry), message };
  },
});
