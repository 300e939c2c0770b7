import { assertTeacher } from "~/domain/access/guards.server";
import { recordPayment } from "~/domain/fees/payments.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { paymentSchema } from "~/schemas/fees";
import { withIdempotencyKey } from "../../+shared/idempotency-key";
import { paymentAnswer } from "./+presenter";

/**
 * POST /teacher/fees/payments `{student_id, amount, paid_on, mode, reference?, note?}`: 201 with the receipt number.
 * With an `Idempotency-Key` header, the same call sent again answers with the same receipt and records nothing more.
 */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(paymentSchema, withIdempotencyKey(request, await readJson(request)));
  return paymentAnswer(await recordPayment(actor, input));
}, 201);
