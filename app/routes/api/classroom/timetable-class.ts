import { invalid } from "~/domain/errors.server";
import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { deleteClass } from "~/domain/timetable/classes.server";
import { apiHandler } from "~/http/api.server";

/** DELETE /teacher/batches/{batchId}/timetable/{classId}: the class leaves the timetable (409 once attendance was taken). */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  if (request.method !== "DELETE") throw invalid("Use DELETE to remove a class.");
  return deleteClass(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.classId, "Class"));
});
