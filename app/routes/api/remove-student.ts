import { revokeAccess } from "~/domain/access.server";
import { invalid } from "~/domain/errors.server";
import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/** DELETE /teacher/student/{studentId}?subjectId=…: takes back access to that subject only. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  if (request.method !== "DELETE") throw invalid("Use DELETE to remove a student's access.");
  const subjectId = new URL(request.url).searchParams.get("subjectId");
  return revokeAccess(actor, numericIdOf(subjectId ?? undefined, "Subject"), numericIdOf(params.studentId, "Student"));
});
