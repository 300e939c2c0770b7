import { recordPayment } from "~/domain/fees/payments.server";
import { assertTeacher } from "~/domain/guards.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { paymentSchema } from "~/schemas/fees";
import { paymentAnswer } from "../+presenters/fees";

/** POST /teacher/fees/payments `{student_id, amount, paid_on, mode, reference?, note?}`: 201 with the receipt number. */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return paymentAnswer(await recordPayment(actor, parseInput(paymentSchema, await readJson(request))));
}, 201);
