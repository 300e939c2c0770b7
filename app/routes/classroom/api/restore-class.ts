import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { restoreClass } from "~/domain/timetable/classes.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { cancelClassSchema } from "~/schemas/classroom";

/** POST /teacher/batches/{batchId}/timetable/{classId}/restore: `{date}`, a cancellation taken back. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const { date } = parseInput(cancelClassSchema, await readJson(request));
  return restoreClass(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.classId, "Class"), date);
});
