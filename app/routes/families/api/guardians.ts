import { numericIdOf } from "~/domain/core/ids.server";
import { addGuardian, listGuardians } from "~/domain/families/guardians.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { guardianSchema } from "~/schemas/families";

/** GET /students/{studentId}/guardians: a teacher, or the student themselves; another student's id is 404. */
export const loader = apiHandler(async ({ actor, params }) =>
  listGuardians(actor, numericIdOf(params.studentId, "Student")),
);

/** POST `{name,relation,mobile,email?,language?}`: 201; 409 past two guardians. */
export const action = apiHandler(async ({ request, actor, params }) => {
  const studentId = numericIdOf(params.studentId, "Student");
  return addGuardian(actor, studentId, parseInput(guardianSchema, await readJson(request)));
}, 201);
