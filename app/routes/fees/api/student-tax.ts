import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { readStudentTax, saveStudentTax } from "~/domain/fees/gst/student-details.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { studentTaxSchema } from "~/schemas/gst";

/** GET /teacher/fees/students/{id}/tax: the student's GSTIN and GST state code (empty when not given). */
export const loader = apiHandler(async ({ actor, params }) => {
  assertTeacher(actor);
  return { tax: await readStudentTax(numericIdOf(params.id, "Student")), message: "Tax details" };
});

/** PUT `{ gstin, state }`: both optional; a GSTIN alone gives the state; both empty clears them. */
export const action = apiActions({
  PUT: async ({ request, actor, params }) => {
    const studentId = numericIdOf(params.id, "Student");
    const { details, message } = await saveStudentTax(
      actor,
      studentId,
      parseInput(studentTaxSchema, await readJson(request)),
    );
    return { tax: details, message };
  },
});
