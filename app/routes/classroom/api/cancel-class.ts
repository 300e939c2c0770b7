import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { cancelClass } from "~/domain/timetable/classes.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { cancelClassSchema } from "~/schemas/classroom";

/** POST /teacher/batches/{batchId}/timetable/{classId}/cancel: `{date, reason?}`. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(cancelClassSchema, await readJson(request));
  return cancelClass(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.classId, "Class"), input);
});
