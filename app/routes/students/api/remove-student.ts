import { assertTeacher } from "~/domain/access/guards.server";
import { revokeAccess } from "~/domain/access/rules.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions } from "~/http/api.server";

/** DELETE /teacher/student/{studentId}?subjectId=…: takes back access to that subject only. */
export const action = apiActions({
  DELETE: async ({ request, actor, params }) => {
    assertTeacher(actor);
    const subjectId = new URL(request.url).searchParams.get("subjectId");
    return revokeAccess(
      actor,
      numericIdOf(subjectId ?? undefined, "Subject"),
      numericIdOf(params.studentId, "Student"),
    );
  },
});
