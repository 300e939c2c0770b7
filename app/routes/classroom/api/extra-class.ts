import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { addExtraClass } from "~/domain/timetable/classes.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { extraClassSchema } from "~/schemas/classroom";
import { classJson } from "./+presenter";

/** POST /teacher/batches/{batchId}/extra-class: a class on one date. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const input = parseInput(extraClassSchema, await readJson(request));
  const { class: added, message } = await addExtraClass(actor, numericIdOf(params.batchId, "Batch"), input);
  return { class: classJson(added), message };
}, 201);
