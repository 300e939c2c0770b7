import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { reversePayment } from "~/domain/fees/payments.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { reverseSchema } from "~/schemas/fees";
import { reversalAnswer } from "./+presenter";

/** POST /teacher/fees/payments/{id}/reverse `{reason}`. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const id = numericIdOf(params.id, "Payment");
  return reversalAnswer(await reversePayment(actor, id, parseInput(reverseSchema, await readJson(request))));
});
