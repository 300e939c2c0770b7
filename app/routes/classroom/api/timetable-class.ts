import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { deleteClass } from "~/domain/timetable/classes.server";
import { apiActions } from "~/http/api.server";

/** DELETE /teacher/batches/{batchId}/timetable/{classId}: the class leaves the timetable (409 once attendance was taken). */
export const action = apiActions({
  DELETE: async ({ actor, params }) => {
    assertTeacher(actor);
    return deleteClass(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.classId, "Class"));
  },
});
