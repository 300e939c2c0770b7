import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { confirmUpiPayment } from "~/domain/fees/upi.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { confirmReportSchema } from "~/schemas/fees";
import { withIdempotencyKey } from "../../+shared/idempotency-key";
import { paymentStepAnswer } from "./+presenter";

/**
 * POST /teacher/fees/upi-reports/{id}/confirm: records the payment; its receipt number comes back. With an
 * `Idempotency-Key` header, the same confirm sent again answers with the same receipt.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const id = numericIdOf(params.id, "Reported payment");
  const input = parseInput(confirmReportSchema, withIdempotencyKey(request, {}));
  return paymentStepAnswer(await confirmUpiPayment(actor, id, input));
});
