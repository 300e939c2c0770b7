import { assertTeacher } from "~/domain/access/guards.server";
import { addEnquiryNote } from "~/domain/admissions/enquiries.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { enquiryNoteSchema } from "~/schemas/admissions";
import { withIdempotencyKey } from "../../+shared/idempotency-key";

/** POST /teacher/enquiries/{id}/notes `{text}`: 201; with an `Idempotency-Key` header a resent call adds it once. */
export const action = apiHandler(async ({ request, params, actor }) => {
  assertTeacher(actor);
  const id = numericIdOf(params.id, "Enquiry");
  const input = parseInput(enquiryNoteSchema, withIdempotencyKey(request, await readJson(request)));
  const { note, message } = await addEnquiryNote(actor, id, input);
  return { note: { id: note.id, text: note.text, at: note.at.toISOString() }, message };
}, 201);
