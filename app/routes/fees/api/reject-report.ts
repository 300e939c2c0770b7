import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { rejectUpiPayment } from "~/domain/fees/upi.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { rejectSchema } from "~/schemas/fees";

/** POST /teacher/fees/upi-reports/{id}/reject `{reason}`. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const id = numericIdOf(params.id, "Reported payment");
  return rejectUpiPayment(actor, id, parseInput(rejectSchema, await readJson(request)));
});
