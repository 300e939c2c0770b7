import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { addWeeklyClass, getTimetable } from "~/domain/timetable/classes.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { weeklyClassSchema } from "~/schemas/classroom";
import { classJson } from "./+presenter";

/** GET /teacher/batches/{batchId}/timetable: the weekly classes, extra classes and cancellations ahead. */
export const loader = apiHandler(async ({ actor, params }) => {
  const timetable = await getTimetable(actor, numericIdOf(params.batchId, "Batch"));
  return {
    batch_id: timetable.batch.id,
    batch_name: timetable.batch.name,
    classes: timetable.weekly.map(classJson),
    extra_classes: timetable.extra.map(classJson),
    cancellations: timetable.cancellations.map((row) => ({
      class_id: row.class.id,
      date: row.date,
      reason: row.reason,
    })),
    message: "Timetable",
  };
});

/** POST /teacher/batches/{batchId}/timetable: a weekly class (the 'Add class' form's fields). */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(weeklyClassSchema, await readJson(request));
  const { class: added, message } = await addWeeklyClass(actor, numericIdOf(params.batchId, "Batch"), input);
  return { class: classJson(added), message };
}, 201);
