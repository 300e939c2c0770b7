import { assertStudent } from "~/domain/access/guards.server";
import { reportUpiPayment } from "~/domain/fees/upi.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { upiReportSchema } from "~/schemas/fees";
import { withIdempotencyKey } from "../../+shared/idempotency-key";

/**
 * POST /student/fees/upi-reports `{amount, transaction_id}`: 201; the teacher confirms or rejects it. A transaction
 * id already reported or recorded is refused (409); an `Idempotency-Key` sent again gives back the first report.
 */
export const action = apiHandler(async ({ request, actor }) => {
  assertStudent(actor);
  return reportUpiPayment(actor, parseInput(upiReportSchema, withIdempotencyKey(request, await readJson(request))));
}, 201);
