import { assertTeacher } from "~/domain/access/guards.server";
import { admitEnquiry } from "~/domain/admissions/admit.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { admitSchema } from "~/schemas/admissions";

/**
 * POST /teacher/enquiries/{id}/admit `{first_name, last_name, email, batch_id, subjects: [ids], guardian_name,
 * guardian_relation, guardian_mobile, plan_id?}`: 201 with the student; all of it in one transaction, and the
 * student is sent a link to choose a password. A second admit of the same enquiry answers 409 and changes nothing.
 */
export const action = apiHandler(async ({ request, params, actor }) => {
  assertTeacher(actor);
  const id = numericIdOf(params.id, "Enquiry");
  return admitEnquiry(actor, id, parseInput(admitSchema, await readJson(request)));
}, 201);
